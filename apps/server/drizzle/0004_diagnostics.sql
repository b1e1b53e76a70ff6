CREATE TABLE "diagnostic_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"event_id" varchar(32) NOT NULL,
	"level" varchar(7) NOT NULL,
	"title" text NOT NULL,
	"release" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "diagnostic_reports_tenant_event" UNIQUE("tenant_id","event_id"),
	CONSTRAINT "diagnostic_reports_level" CHECK ("diagnostic_reports"."level" in ('fatal', 'error', 'warning', 'log', 'info', 'debug'))
);
--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_reports_tenant_received" ON "diagnostic_reports" USING btree ("tenant_id","received_at");