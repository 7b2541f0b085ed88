-- Issue 48: a Cloud API user's business-scoped user id (BSUID) and username on the chat. A
-- username user with no phone is keyed by the BSUID; a later message naming only the BSUID finds
-- the chat through chats_clinic_bsuid_idx. An erasure keeps the BSUID's tombstone beside the
-- chat's (access_log.alias_chat_id), so the patient does not come back under it.
ALTER TABLE "chats" ADD COLUMN "bsuid" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "alias_chat_id" text;--> statement-breakpoint
CREATE INDEX "chats_clinic_bsuid_idx" ON "chats" USING btree ("clinic_id","bsuid") WHERE bsuid is not null;--> statement-breakpoint
CREATE INDEX "access_log_alias_idx" ON "access_log" USING btree ("clinic_id","alias_chat_id") WHERE alias_chat_id is not null;
