CREATE TABLE "routine_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"chat_row_id" uuid NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"anchor_at" timestamp with time zone,
	"epoch" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempt_started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"change_xid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "chats_routine_claimed_idx";--> statement-breakpoint
DROP INDEX "chats_routine_wait_idx";--> statement-breakpoint
ALTER TABLE "routine_runs" ADD CONSTRAINT "routine_runs_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_runs" ADD CONSTRAINT "routine_runs_chat_row_id_chats_id_fk" FOREIGN KEY ("chat_row_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_runs_chat_idx" ON "routine_runs" USING btree ("chat_row_id");--> statement-breakpoint
CREATE INDEX "routine_runs_under_way_idx" ON "routine_runs" USING btree ("clinic_id","last_seq") WHERE last_seq > 0;--> statement-breakpoint
CREATE INDEX "routine_runs_anchor_idx" ON "routine_runs" USING btree ("clinic_id","anchor_at") WHERE last_seq = 0 and anchor_at is not null;--> statement-breakpoint
CREATE INDEX "routine_runs_sending_idx" ON "routine_runs" USING btree ("attempt_started_at") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "routine_runs_clinic_change_idx" ON "routine_runs" USING btree ("clinic_id","change_xid");--> statement-breakpoint
CREATE INDEX "chats_routine_wait_idx" ON "chats" USING btree ("clinic_id","last_message_time") WHERE last_message_from_me = true and is_group = false and is_newsletter = false and routine_opted_out_at is null;--> statement-breakpoint
-- Every chat's run moves off the chat row with what it holds, a step on its way included: a
-- claimed step stays claimed ('sending', its claim time the attempt's start, and its try counted
-- as a claim counts it), so the process that holds it, or the next one once it is stale,
-- finishes it exactly once. A step held back keeps its time; one not held back is free since
-- 1970 (`next_attempt_at` is never null).
INSERT INTO "routine_runs" ("clinic_id", "chat_row_id", "last_seq", "anchor_at", "epoch", "status", "next_attempt_at", "attempt_started_at", "attempts", "failing_since", "last_error")
  SELECT "clinic_id", "id", "routine_last_seq", "routine_anchor_at", "routine_epoch",
    CASE WHEN "routine_claimed_at" IS NULL THEN 'pending' ELSE 'sending' END,
    coalesce("routine_retry_at", to_timestamp(0)), "routine_claimed_at",
    "routine_attempts" + CASE WHEN "routine_claimed_at" IS NULL THEN 0 ELSE 1 END,
    "routine_failing_since", "routine_error"
  FROM "chats";--> statement-breakpoint
-- A chat is born with its run, whoever writes it: a trigger, so no write path can forget it.
CREATE OR REPLACE FUNCTION "cc_start_routine_run"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "routine_runs" ("clinic_id", "chat_row_id", "next_attempt_at")
    VALUES (NEW.clinic_id, NEW.id, to_timestamp(0));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "chats_start_routine_run" AFTER INSERT ON "chats"
  FOR EACH ROW EXECUTE FUNCTION "cc_start_routine_run"();--> statement-breakpoint
-- A card shows its run (next step, why it waits): the board's sync reads runs changed too.
CREATE TRIGGER "routine_runs_stamp_change" BEFORE INSERT OR UPDATE ON "routine_runs"
  FOR EACH ROW EXECUTE FUNCTION "cc_stamp_change"();--> statement-breakpoint
-- A chat's move is timed by its own write; a routine step's move to follow-up now sets the
-- chat's updated_at to the step's moment (the anchor it used to read has left the chat row).
CREATE OR REPLACE FUNCTION "cc_record_column_move"() RETURNS trigger AS $$
DECLARE
  at timestamptz;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "chat_column_moves" ("clinic_id", "chat_row_id", "from_column", "to_column", "moved_at")
      VALUES (NEW.clinic_id, NEW.id, NULL, NEW."column", NEW.created_at);
    RETURN NULL;
  END IF;
  IF NEW."column" IS NOT DISTINCT FROM OLD."column" THEN
    RETURN NULL;
  END IF;
  IF NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
    at := NEW.updated_at;
  ELSIF NEW.last_message_time IS NOT NULL AND NEW.last_message_time IS DISTINCT FROM OLD.last_message_time THEN
    at := NEW.last_message_time;
  ELSE
    at := now();
  END IF;
  INSERT INTO "chat_column_moves" ("clinic_id", "chat_row_id", "from_column", "to_column", "moved_at")
    VALUES (NEW.clinic_id, NEW.id, OLD."column", NEW."column", at);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_last_seq";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_anchor_at";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_claimed_at";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_retry_at";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_failing_since";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_attempts";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_epoch";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "routine_error";