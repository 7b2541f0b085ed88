ALTER TABLE "clinics" ADD COLUMN "routines_since" timestamp with time zone;--> statement-breakpoint
-- A clinic that already had routines keeps reaching what it reached since its first one.
UPDATE "clinics" SET "routines_since" = (
  SELECT min("created_at") FROM "routines" WHERE "routines"."clinic_id" = "clinics"."id"
);
