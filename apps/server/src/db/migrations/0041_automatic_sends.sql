-- Automation figures (Relatórios): which routine step or task each automatic message was. The
-- sends were recorded as messages with sent_by 'automation' and nothing to tell a routine step
-- from a reminder, a survey or a slot offer; tasks kept their message's id, routine steps nothing.
-- Two nullable columns, no default: adding them rewrites nothing on PostgreSQL 11+. No foreign
-- key to tasks: a deleted task keeps its sent messages, and the check would cost every insert.
ALTER TABLE "messages" ADD COLUMN "routine_seq" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "task_id" uuid;--> statement-breakpoint
-- The reports read one clinic's automatic sends in a period; they are a sliver of its messages,
-- so a partial index finds them without reading the period's every message.
CREATE INDEX "messages_clinic_automatic_idx" ON "messages" USING btree ("clinic_id","timestamp")
  WHERE "routine_seq" IS NOT NULL OR "task_id" IS NOT NULL;--> statement-breakpoint
-- Backfill, tasks: exact. A task sent keeps the provider id of its message.
UPDATE "messages" m SET "task_id" = t."id"
  FROM "tasks" t
  WHERE t."status" = 'executed' AND t."message_id" IS NOT NULL
    AND m."clinic_id" = t."clinic_id" AND m."message_id" = t."message_id"
    AND m."from_me";--> statement-breakpoint
-- Backfill, routine steps: a step's message was stored with the step's first wording (even when
-- a variant went), sent_by 'automation' and no member, so an automatic message whose text is one
-- of the clinic's steps now is that step. What cannot be backfilled: steps whose text was edited
-- or removed since they went (their messages stay unattributed and count in no step), and a
-- reminder or survey whose text happens to equal a step's would be counted as that step.
UPDATE "messages" m SET "routine_seq" = r."sequence_number"
  FROM "routines" r
  WHERE m."clinic_id" = r."clinic_id" AND m."content" = r."text_content"
    AND m."from_me" AND m."sent_by" = 'automation' AND m."sent_by_member" IS NULL
    AND m."task_id" IS NULL;
