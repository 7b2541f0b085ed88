DROP INDEX "web_instances_clinic_idx";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "instance_id" uuid;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "chat_key_suffix" text;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_instance_id_web_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."web_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 48: until now a clinic had at most one number; every chat is that number's.
UPDATE "chats" SET "instance_id" = "web_instances"."id" FROM "web_instances" WHERE "web_instances"."clinic_id" = "chats"."clinic_id";--> statement-breakpoint
CREATE UNIQUE INDEX "web_instances_clinic_main_idx" ON "web_instances" USING btree ("clinic_id") WHERE chat_key_suffix is null;--> statement-breakpoint
CREATE UNIQUE INDEX "web_instances_clinic_suffix_idx" ON "web_instances" USING btree ("clinic_id","chat_key_suffix");--> statement-breakpoint
CREATE INDEX "web_instances_clinic_idx" ON "web_instances" USING btree ("clinic_id");