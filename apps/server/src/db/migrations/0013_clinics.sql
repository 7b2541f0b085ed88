-- Issue 18: the clinic, not the login, owns the work. Every account becomes the Responsável of a
-- clinic of one whose id is the account's own id, so every work row keeps its key's value: the
-- columns are renamed (user_id -> clinic_id) and their foreign keys now point at clinics. Nothing
-- is copied, nothing is lost, and the spec's answers stay the same for a clinic of one.
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"board_epoch" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "clinic_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"clinic_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "clinic_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "clinics" ("id", "name", "board_epoch", "created_at")
  SELECT "id", "name", "board_epoch", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "clinic_members" ("user_id", "clinic_id", "role", "created_at")
  SELECT "id", "id", 'RESPONSAVEL', "created_at" FROM "users";--> statement-breakpoint
ALTER TABLE "web_instances" DROP CONSTRAINT "web_instances_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "web_instances" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "web_instances" ADD CONSTRAINT "web_instances_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" DROP CONSTRAINT "chats_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "chats" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "messages" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_progress" DROP CONSTRAINT "sync_progress_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sync_progress" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "sync_progress" ADD CONSTRAINT "sync_progress_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tags" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tags" DROP CONSTRAINT "chat_tags_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "chat_tags" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "chat_tags" ADD CONSTRAINT "chat_tags_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" DROP CONSTRAINT "routines_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "routines" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_configured_texts" DROP CONSTRAINT "pre_configured_texts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "pre_configured_texts" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "pre_configured_texts" ADD CONSTRAINT "pre_configured_texts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "live_events" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tasks" RENAME COLUMN "user_id" TO "clinic_id";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "web_instances_user_idx" RENAME TO "web_instances_clinic_idx";--> statement-breakpoint
ALTER INDEX "chats_user_chat_idx" RENAME TO "chats_clinic_chat_idx";--> statement-breakpoint
ALTER INDEX "chats_user_last_idx" RENAME TO "chats_clinic_last_idx";--> statement-breakpoint
ALTER INDEX "chats_user_change_idx" RENAME TO "chats_clinic_change_idx";--> statement-breakpoint
ALTER INDEX "messages_user_message_idx" RENAME TO "messages_clinic_message_idx";--> statement-breakpoint
ALTER INDEX "messages_user_chat_time_idx" RENAME TO "messages_clinic_chat_time_idx";--> statement-breakpoint
ALTER INDEX "messages_user_chat_change_idx" RENAME TO "messages_clinic_chat_change_idx";--> statement-breakpoint
ALTER INDEX "tags_user_name_idx" RENAME TO "tags_clinic_name_idx";--> statement-breakpoint
ALTER INDEX "chat_tags_user_idx" RENAME TO "chat_tags_clinic_idx";--> statement-breakpoint
ALTER INDEX "routines_user_slot_idx" RENAME TO "routines_clinic_slot_idx";--> statement-breakpoint
ALTER INDEX "pre_configured_texts_user_idx" RENAME TO "pre_configured_texts_clinic_idx";--> statement-breakpoint
ALTER INDEX "live_events_user_id_idx" RENAME TO "live_events_clinic_id_idx";--> statement-breakpoint
ALTER INDEX "tasks_user_chat_idx" RENAME TO "tasks_clinic_chat_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "board_epoch";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by_member" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "clinic_invitations" ADD CONSTRAINT "clinic_invitations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_invitations" ADD CONSTRAINT "clinic_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_members" ADD CONSTRAINT "clinic_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_members" ADD CONSTRAINT "clinic_members_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_by_member_users_id_fk" FOREIGN KEY ("sent_by_member") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_invitations_token_idx" ON "clinic_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "clinic_invitations_clinic_idx" ON "clinic_invitations" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "clinic_members_clinic_idx" ON "clinic_members" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "audit_log_clinic_idx" ON "audit_log" USING btree ("clinic_id","created_at");--> statement-breakpoint
-- Migration 0012's epoch now lives on the clinic.
CREATE OR REPLACE FUNCTION "cc_new_board_epoch"() RETURNS trigger AS $$
BEGIN
  UPDATE "clinics" SET "board_epoch" = "board_epoch" + 1
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD.clinic_id ELSE NEW.clinic_id END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
