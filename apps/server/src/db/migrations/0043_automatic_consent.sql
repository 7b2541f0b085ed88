ALTER TABLE "web_instances" ADD COLUMN "provider_switched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "automatic_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "automatic_consent_by" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_automatic_consent_by_users_id_fk" FOREIGN KEY ("automatic_consent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;