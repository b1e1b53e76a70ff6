CREATE TABLE "avatars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blf_buttons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(2) NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blf_buttons_user_position" UNIQUE("user_id","position"),
	CONSTRAINT "blf_buttons_type" CHECK ("blf_buttons"."type" in ('B', 'P', 'H', 'L', 'RP', 'RR', 'N', 'D', 'S', 'V')),
	CONSTRAINT "blf_buttons_position" CHECK ("blf_buttons"."position" > 0)
);
--> statement-breakpoint
CREATE TABLE "phonebook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"cn" text NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"sn" text DEFAULT '' NOT NULL,
	"telephone_number" text DEFAULT '' NOT NULL,
	"mobile_telephone_number" text DEFAULT '' NOT NULL,
	"home_phone" text DEFAULT '' NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voicemail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"caller_number" text DEFAULT '' NOT NULL,
	"caller_name" text DEFAULT '' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"heard_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blf_buttons" ADD CONSTRAINT "blf_buttons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonebook_entries" ADD CONSTRAINT "phonebook_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD CONSTRAINT "voicemail_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD CONSTRAINT "voicemail_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phonebook_entries_tenant_cn" ON "phonebook_entries" USING btree ("tenant_id","cn");--> statement-breakpoint
CREATE INDEX "voicemail_messages_user_heard" ON "voicemail_messages" USING btree ("user_id","heard_at");