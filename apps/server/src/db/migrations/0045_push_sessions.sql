-- A push subscription belongs to the session that made it (issue 47): it ends with sign-out, idle
-- expiry, a password or e-mail change and removal from the clinic, all of which delete the session
-- row. Which session made an existing subscription was never stored, and guessing (the member's
-- newest session) could hand a lost phone's subscription to the desk computer's live session:
-- they are dropped, and each device is turned on again in 'Configurações' after the next sign-in.
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");
