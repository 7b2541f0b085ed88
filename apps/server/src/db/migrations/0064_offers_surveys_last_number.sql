-- Issue 48: a waiting-list offer and a satisfaction question go from the number the patient last wrote to (last-written-sibling.ts).
ALTER TABLE "satisfaction_surveys" ADD COLUMN "sibling_chat_row_id" uuid;--> statement-breakpoint
ALTER TABLE "slot_offer_messages" ADD COLUMN "sibling_chat_row_id" uuid;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_sibling_chat_row_id_chats_id_fk" FOREIGN KEY ("sibling_chat_row_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offer_messages" ADD CONSTRAINT "slot_offer_messages_sibling_chat_row_id_chats_id_fk" FOREIGN KEY ("sibling_chat_row_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_sibling_chat_idx" ON "satisfaction_surveys" USING btree ("sibling_chat_row_id") WHERE sibling_chat_row_id is not null;--> statement-breakpoint
CREATE INDEX "slot_offer_messages_sibling_chat_idx" ON "slot_offer_messages" USING btree ("sibling_chat_row_id") WHERE sibling_chat_row_id is not null;