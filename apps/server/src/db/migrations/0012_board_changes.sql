ALTER TABLE "chats" ADD COLUMN "change_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "change_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "board_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_user_change_idx" ON "chats" USING btree ("user_id","change_xid");--> statement-breakpoint
CREATE INDEX "messages_user_chat_change_idx" ON "messages" USING btree ("user_id","chat_id","change_xid");--> statement-breakpoint
-- Incremental sync. A row written by transaction X carries X's id; a reader that took the
-- snapshot's xmin before reading asks next time for every row with change_xid >= that xmin. A
-- transaction still running at the read has an id >= xmin, so a change that commits late is
-- never skipped (at worst a row comes twice). Triggers, not application code, so no write path
-- can forget it.
CREATE OR REPLACE FUNCTION "cc_stamp_change"() RETURNS trigger AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "chats_stamp_change" BEFORE INSERT OR UPDATE ON "chats"
  FOR EACH ROW EXECUTE FUNCTION "cc_stamp_change"();--> statement-breakpoint
CREATE TRIGGER "messages_stamp_change" BEFORE INSERT OR UPDATE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "cc_stamp_change"();--> statement-breakpoint
-- A card also shows its tags and its next scheduled message: changing either touches the chat.
CREATE OR REPLACE FUNCTION "cc_touch_chat"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "chats" SET "change_xid" = 0 WHERE "id" = NEW.chat_row_id;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "chats" SET "change_xid" = 0 WHERE "id" = OLD.chat_row_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "chat_tags_touch_chat" AFTER INSERT OR DELETE ON "chat_tags"
  FOR EACH ROW EXECUTE FUNCTION "cc_touch_chat"();--> statement-breakpoint
CREATE TRIGGER "tasks_touch_chat" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "cc_touch_chat"();--> statement-breakpoint
-- Changes that reach every card at once (the routine plan, a tag's name or colour, a removed
-- chat) start a new epoch: boards reload the whole list once.
CREATE OR REPLACE FUNCTION "cc_new_board_epoch"() RETURNS trigger AS $$
BEGIN
  UPDATE "users" SET "board_epoch" = "board_epoch" + 1
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "routines_new_board_epoch" AFTER INSERT OR UPDATE OR DELETE ON "routines"
  FOR EACH ROW EXECUTE FUNCTION "cc_new_board_epoch"();--> statement-breakpoint
CREATE TRIGGER "tags_new_board_epoch" AFTER UPDATE OF "name", "color" ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "cc_new_board_epoch"();--> statement-breakpoint
CREATE TRIGGER "chats_new_board_epoch" AFTER DELETE ON "chats"
  FOR EACH ROW EXECUTE FUNCTION "cc_new_board_epoch"();
