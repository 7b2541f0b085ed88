CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"name" text,
	"phone" text NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"is_newsletter" boolean DEFAULT false NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"unread_as_of" timestamp with time zone,
	"last_message_time" timestamp with time zone,
	"last_message_content" text,
	"last_message_from_me" boolean,
	"profile_thumbnail" text,
	"column" text DEFAULT 'inbox' NOT NULL,
	"remembered_column" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"message_id" text NOT NULL,
	"from_me" boolean NOT NULL,
	"type" text NOT NULL,
	"content" text,
	"media_url" text,
	"media_mime" text,
	"file_name" text,
	"seconds" integer,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"sent_by" text,
	"timestamp" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phase" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"loaded" integer DEFAULT 0 NOT NULL,
	"next_page" integer DEFAULT 1 NOT NULL,
	"photos_total" integer DEFAULT 0 NOT NULL,
	"photos_done" integer DEFAULT 0 NOT NULL,
	"photos_cursor" text DEFAULT '' NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "web_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"instance_id" text NOT NULL,
	"token_sealed" text NOT NULL,
	"client_token_sealed" text,
	"connected_phone" text NOT NULL,
	"expires_at" timestamp with time zone,
	"webhook_secret" text NOT NULL,
	"last_connected_at" timestamp with time zone,
	"connected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_progress" ADD CONSTRAINT "sync_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_instances" ADD CONSTRAINT "web_instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_user_chat_idx" ON "chats" USING btree ("user_id","chat_id");--> statement-breakpoint
CREATE INDEX "chats_user_last_idx" ON "chats" USING btree ("user_id","last_message_time");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_user_message_idx" ON "messages" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "messages_user_chat_time_idx" ON "messages" USING btree ("user_id","chat_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "web_instances_user_idx" ON "web_instances" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_instances_webhook_secret_idx" ON "web_instances" USING btree ("webhook_secret");