CREATE TABLE "caller_ids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_light" text NOT NULL,
	"logo_dark" text
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" varchar(5) NOT NULL,
	"plan_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenants_prefix_unique" UNIQUE("prefix"),
	CONSTRAINT "tenants_prefix_digits" CHECK ("tenants"."prefix" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "user_configs" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_configs_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"extension" varchar(4) NOT NULL,
	"phone" varchar(9) NOT NULL,
	"name" text NOT NULL,
	"licensed" boolean DEFAULT true NOT NULL,
	"cpb" boolean DEFAULT true NOT NULL,
	"chat_support" boolean DEFAULT true NOT NULL,
	"chat_disabled" boolean DEFAULT false NOT NULL,
	"video_support" boolean DEFAULT true NOT NULL,
	"conference" boolean DEFAULT true NOT NULL,
	"busylight" boolean DEFAULT true NOT NULL,
	"mailbox" text DEFAULT '' NOT NULL,
	"webrtc_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"dnd" boolean DEFAULT false NOT NULL,
	"online_status" varchar(1) DEFAULT 'O' NOT NULL,
	"status_text" varchar(20) DEFAULT '' NOT NULL,
	"callerid_internal" text DEFAULT '' NOT NULL,
	"callername_internal" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_tenant_extension" UNIQUE("tenant_id","extension"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_extension_digits" CHECK ("users"."extension" ~ '^[0-9]{4}$'),
	CONSTRAINT "users_online_status" CHECK ("users"."online_status" in ('O', 'U'))
);
--> statement-breakpoint
ALTER TABLE "caller_ids" ADD CONSTRAINT "caller_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_plan_id_reseller_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reseller_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configs" ADD CONSTRAINT "user_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caller_ids_user" ON "caller_ids" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "device_sessions_user_secret" ON "device_sessions" USING btree ("user_id","secret_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_created" ON "one_time_tokens" USING btree ("user_id","created_at");