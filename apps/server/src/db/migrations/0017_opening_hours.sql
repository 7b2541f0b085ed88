-- When automatic messages may go (issue 19); null until the clinic sets its hours.
ALTER TABLE "clinics" ADD COLUMN "opening_hours" jsonb;