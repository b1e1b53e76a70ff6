CREATE TABLE "archive" (
	"username" text NOT NULL,
	"server_host" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"peer" text NOT NULL,
	"bare_peer" text NOT NULL,
	"xml" text NOT NULL,
	"txt" text NOT NULL,
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"nick" text DEFAULT '' NOT NULL,
	"origin_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "archive_kind" CHECK ("archive"."kind" in ('chat', 'groupchat'))
);
--> statement-breakpoint
CREATE TABLE "chat_files" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_push_subscriptions_user_endpoint" UNIQUE("user_id","endpoint")
);
--> statement-breakpoint
CREATE TABLE "chat_read_markers" (
	"server_host" text NOT NULL,
	"username" text NOT NULL,
	"bare_peer" text NOT NULL,
	"received_until" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone,
	"read_until" bigint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_read_markers_server_host_username_bare_peer_pk" PRIMARY KEY("server_host","username","bare_peer")
);
--> statement-breakpoint
CREATE TABLE "muc_room" (
	"name" text NOT NULL,
	"host" text NOT NULL,
	"server_host" text NOT NULL,
	"opts" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "i_muc_room_name_host" UNIQUE("name","host")
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_push_subscriptions" ADD CONSTRAINT "chat_push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "i_archive_sh_username_timestamp" ON "archive" USING btree ("server_host","username","timestamp");--> statement-breakpoint
CREATE INDEX "i_archive_sh_username_peer" ON "archive" USING btree ("server_host","username","bare_peer","timestamp");--> statement-breakpoint
CREATE INDEX "i_archive_sh_username_origin_id" ON "archive" USING btree ("server_host","username","origin_id");--> statement-breakpoint
CREATE INDEX "chat_files_tenant" ON "chat_files" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "i_muc_room_host_created_at" ON "muc_room" USING btree ("host","created_at");