ALTER TABLE "messages" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quoted_message_id" text;