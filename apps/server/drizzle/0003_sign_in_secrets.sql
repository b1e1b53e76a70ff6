CREATE TABLE "sign_in_failures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Renewal secrets were the 6-digit e-mailed tokens until now: guessable online, so every device signs in once more and gets a high-entropy device secret.
UPDATE "device_sessions" SET "revoked_at" = now() WHERE "revoked_at" IS NULL;
