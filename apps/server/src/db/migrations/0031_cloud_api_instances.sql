ALTER TABLE "web_instances" ALTER COLUMN "instance_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ALTER COLUMN "token_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "provider" text DEFAULT 'zapi' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "phone_number_id" text;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "business_account_id" text;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "app_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "verify_token" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "status_error_code" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "web_instances_phone_number_id_idx" ON "web_instances" USING btree ("phone_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_instances_verify_token_idx" ON "web_instances" USING btree ("verify_token");--> statement-breakpoint
ALTER TABLE "web_instances" ADD CONSTRAINT "web_instances_provider_fields" CHECK (("web_instances"."provider" = 'zapi' and "web_instances"."instance_id" is not null and "web_instances"."token_sealed" is not null)
        or ("web_instances"."provider" = 'cloud-api' and "web_instances"."phone_number_id" is not null
          and "web_instances"."business_account_id" is not null and "web_instances"."access_token_sealed" is not null
          and "web_instances"."app_secret_sealed" is not null and "web_instances"."verify_token" is not null));