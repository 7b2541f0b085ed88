-- Every way a session ends (sign-out, idle expiry, a password reset or change, an e-mail change,
-- a deleted account) deletes its row. Announcing that from the database reaches every server
-- process, whichever of them ended it, so the event streams of that session close at once.
CREATE OR REPLACE FUNCTION "cc_session_ended"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cc_session_ended', OLD.user_id::text);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "sessions_ended_notify" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "cc_session_ended"();
