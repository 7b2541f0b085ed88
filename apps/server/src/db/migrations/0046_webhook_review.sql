-- Issue 47 (fourth outside review). Why a received file was given up on (its bytes did not match
-- Meta's sha256, the media id expired...), for the message to say in pt-BR; and, per template,
-- the time of the status last applied, so a late or replayed status webhook changes nothing.
ALTER TABLE "messages" ADD COLUMN "media_failure" text;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD COLUMN "status_at" timestamp with time zone;
