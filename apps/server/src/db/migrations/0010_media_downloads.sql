CREATE TABLE "media_downloads" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_downloads" ADD CONSTRAINT "media_downloads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_downloads_due_idx" ON "media_downloads" USING btree ("next_attempt_at");--> statement-breakpoint
-- The queue row is written by the database in the very statement that stores the message: a
-- webhook answered 200 has its file queued too, whatever happens to the process after that.
-- A message stored with its file already in our storage (our own sends) needs nothing.
CREATE OR REPLACE FUNCTION "cc_queue_media_download"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "media_downloads" ("message_id") VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "messages_queue_media" AFTER INSERT ON "messages"
  FOR EACH ROW WHEN (NEW.media_url IS NOT NULL AND NEW.media_path IS NULL)
  EXECUTE FUNCTION "cc_queue_media_download"();--> statement-breakpoint
-- Files of the last week that the in-memory queue of earlier versions lost at a restart.
INSERT INTO "media_downloads" ("message_id")
  SELECT "id" FROM "messages"
  WHERE "media_url" IS NOT NULL AND "media_path" IS NULL
    AND "created_at" > now() - interval '7 days'
  ON CONFLICT DO NOTHING;
