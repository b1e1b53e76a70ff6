CREATE TABLE "conference_guest_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"room_id" varchar(13) NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_invitees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" varchar(13) NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"moderator" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conference_invitees_room_email" UNIQUE("room_id","email"),
	CONSTRAINT "conference_invitees_email_lower" CHECK ("conference_invitees"."email" = lower("conference_invitees"."email"))
);
--> statement-breakpoint
CREATE TABLE "conference_meetings" (
	"room_id" varchar(13) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date_time" text NOT NULL,
	"end_date_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text,
	"repeat" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_rooms" (
	"id" varchar(13) PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"creator_id" uuid,
	"is_private" boolean DEFAULT false NOT NULL,
	"pin" varchar(6) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conference_rooms_id_code" CHECK ("conference_rooms"."id" ~ '^[a-z0-9]{13}$'),
	CONSTRAINT "conference_rooms_pin_digits" CHECK ("conference_rooms"."pin" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "conference_guest_tokens" ADD CONSTRAINT "conference_guest_tokens_room_id_conference_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."conference_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_invitees" ADD CONSTRAINT "conference_invitees_room_id_conference_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."conference_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_invitees" ADD CONSTRAINT "conference_invitees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_meetings" ADD CONSTRAINT "conference_meetings_room_id_conference_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."conference_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_rooms" ADD CONSTRAINT "conference_rooms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_rooms" ADD CONSTRAINT "conference_rooms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_guest_tokens_room_email" ON "conference_guest_tokens" USING btree ("room_id","email");--> statement-breakpoint
CREATE INDEX "conference_invitees_user" ON "conference_invitees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conference_invitees_email" ON "conference_invitees" USING btree ("email");--> statement-breakpoint
CREATE INDEX "conference_meetings_starts_at" ON "conference_meetings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "conference_rooms_tenant" ON "conference_rooms" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "conference_rooms_creator_created" ON "conference_rooms" USING btree ("creator_id","created_at");