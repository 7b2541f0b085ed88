ALTER TABLE "chats" ADD COLUMN "routine_last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "routine_anchor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "routine_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "routine_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "routine_failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "routine_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "routine_error" text;