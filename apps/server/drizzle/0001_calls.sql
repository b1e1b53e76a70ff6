CREATE TABLE "cdrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"call_b" text NOT NULL,
	"call_name" text DEFAULT '' NOT NULL,
	"call_type" varchar(3) NOT NULL,
	"status" text NOT NULL,
	"media" varchar(3) DEFAULT '' NOT NULL,
	"call_start" bigint NOT NULL,
	"call_duration" integer DEFAULT 0 NOT NULL,
	"call_desc" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sip_call_id" text DEFAULT '' NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cdrs_call_type" CHECK ("cdrs"."call_type" in ('INB', 'OUT')),
	CONSTRAINT "cdrs_status" CHECK ("cdrs"."status" in ('answer', 'noanswer', 'busy', 'cancel', 'failed')),
	CONSTRAINT "cdrs_media" CHECK ("cdrs"."media" in ('', 'vid'))
);
--> statement-breakpoint
ALTER TABLE "cdrs" ADD CONSTRAINT "cdrs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdrs" ADD CONSTRAINT "cdrs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cdrs_user_start" ON "cdrs" USING btree ("user_id","call_start","ended_at");