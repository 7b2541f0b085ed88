ALTER TABLE "clinics" ADD COLUMN "automatic_templates" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template_category" text;