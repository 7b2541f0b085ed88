-- Board funnel (Relatórios): every change of a chat's column, with its time. Written by a
-- trigger, not by the services, because the column changes in many places (a move on the board,
-- a task, a routine step, a patient's reply bringing a chat back from follow-up, an appointment):
-- no write path can forget it.
CREATE TABLE "chat_column_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clinic_id" uuid NOT NULL,
	"chat_row_id" uuid NOT NULL,
	"from_column" text,
	"to_column" text NOT NULL,
	"moved_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "chat_column_moves" ADD CONSTRAINT "chat_column_moves_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_column_moves" ADD CONSTRAINT "chat_column_moves_chat_row_id_chats_id_fk" FOREIGN KEY ("chat_row_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The reports read one clinic's moves in a period.
CREATE INDEX "chat_column_moves_clinic_time_idx" ON "chat_column_moves" USING btree ("clinic_id","moved_at");--> statement-breakpoint
CREATE INDEX "chat_column_moves_chat_idx" ON "chat_column_moves" USING btree ("chat_row_id");--> statement-breakpoint
-- The reports read one clinic's messages in a period across all its chats; the existing
-- (clinic_id, chat_id, timestamp) index cannot range on the time without a chat (PostgreSQL 15
-- has no skip scan), so a period would read every message the clinic ever had.
CREATE INDEX "messages_clinic_time_idx" ON "messages" USING btree ("clinic_id","timestamp");--> statement-breakpoint
-- The moment of the move comes from the row itself where the application wrote its own clock
-- (updated_at by a board move or a task, routine_anchor_at by a routine step, last_message_time
-- by the reply that ends a follow-up), so a test clock and the server's clock agree; the
-- database's now() only when none of them changed.
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
  ELSIF NEW.routine_anchor_at IS NOT NULL AND NEW.routine_anchor_at IS DISTINCT FROM OLD.routine_anchor_at THEN
    at := NEW.routine_anchor_at;
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
CREATE TRIGGER "chats_record_column_move" AFTER INSERT OR UPDATE OF "column" ON "chats"
  FOR EACH ROW EXECUTE FUNCTION "cc_record_column_move"();--> statement-breakpoint
-- Backfill: each existing chat entered its current column when it was created, as far as we
-- know. What cannot be backfilled: the columns a chat passed through before this migration and
-- when it reached the one it is in now (the chats table kept only the current column), so the
-- funnel before this migration counts each chat once, in its present column, on its creation day.
INSERT INTO "chat_column_moves" ("clinic_id", "chat_row_id", "from_column", "to_column", "moved_at")
  SELECT "clinic_id", "id", NULL, "column", "created_at" FROM "chats";
