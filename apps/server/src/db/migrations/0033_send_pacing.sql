ALTER TABLE "clinics" ADD COLUMN "send_pacing" jsonb;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "linked_phone" text;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "auto_day" text;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "auto_day_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "auto_next_at" timestamp with time zone;--> statement-breakpoint
-- A number linked before this migration counts from when its instance was created: a number in
-- use for months is not sent back to a warm-up.
UPDATE "web_instances" SET "linked_at" = "created_at", "linked_phone" = "connected_phone" WHERE "last_connected_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "routines" ADD COLUMN "text_variants" text[] DEFAULT '{}' NOT NULL;
