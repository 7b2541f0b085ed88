-- Issue 48: a reminder goes from the number the patient last wrote to (appointments-repo.ts).
ALTER TABLE "appointment_reminders" ADD COLUMN "sibling_chat_row_id" uuid;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_sibling_chat_row_id_chats_id_fk" FOREIGN KEY ("sibling_chat_row_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reminders_sibling_chat_idx" ON "appointment_reminders" USING btree ("sibling_chat_row_id") WHERE sibling_chat_row_id is not null;