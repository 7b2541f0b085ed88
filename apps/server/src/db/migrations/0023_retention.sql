ALTER TABLE "clinics" ADD COLUMN "retention_months" integer;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "retention_ran_at" timestamp with time zone;