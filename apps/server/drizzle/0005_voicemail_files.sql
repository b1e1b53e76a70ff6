ALTER TABLE "voicemail_messages" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD COLUMN "call_id" text;