ALTER TABLE "clinics" ADD COLUMN "auto_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "auto_window_used" integer DEFAULT 0 NOT NULL;