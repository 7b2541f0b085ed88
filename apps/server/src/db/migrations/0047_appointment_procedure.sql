-- Issue 53: an appointment says its procedure ('Limpeza'), so the waiting list offers a freed slot
-- only to whom waits for it; and a clinic's cancellation keeps the state it left, for 'Desfazer'.
ALTER TABLE "appointments" ADD COLUMN "procedure" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "state_before_cancel" text;
