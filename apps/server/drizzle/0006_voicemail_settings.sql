CREATE TABLE "tenant_voicemail_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"no_answer_seconds" integer,
	"attach_recording" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenant_voicemail_no_answer" CHECK ("tenant_voicemail_settings"."no_answer_seconds" is null or "tenant_voicemail_settings"."no_answer_seconds" between 5 and 120)
);
--> statement-breakpoint
ALTER TABLE "tenant_voicemail_settings" ADD CONSTRAINT "tenant_voicemail_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;