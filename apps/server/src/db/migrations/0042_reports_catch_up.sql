-- 'Relatórios' without reading the period's every message (issue 35): derived tables kept by the
-- reports' catch-up (modules/reports/report-catch-up.ts), which reads the messages written since a
-- clinic's last pass (by `change_xid`, the writing transaction, not by the message's timestamp, so
-- late and history-synced messages count) before each report and in a background pass. Nothing
-- is written on ingest. Backfill: none here; a clinic without a row in report_positions is caught
-- up from the start (every message is new) by its first pass, the background's or a report's.
-- Every key starts with clinic_id.
CREATE TABLE "answer_runs" (
	"clinic_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"member_id" uuid,
	"wait_seconds" integer,
	"local_slot" smallint,
	CONSTRAINT "answer_runs_clinic_id_chat_id_started_at_pk" PRIMARY KEY("clinic_id","chat_id","started_at")
);
--> statement-breakpoint
CREATE TABLE "report_automatic_sends" (
	"clinic_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"message_id" text NOT NULL,
	"routine_seq" integer,
	"until" timestamp with time zone NOT NULL,
	"answered" boolean NOT NULL,
	CONSTRAINT "report_automatic_sends_clinic_id_message_id_pk" PRIMARY KEY("clinic_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "report_chat_firsts" (
	"clinic_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"first_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_chat_firsts_clinic_id_chat_id_pk" PRIMARY KEY("clinic_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "report_member_sends" (
	"clinic_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"member_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "report_member_sends_clinic_id_quarter_member_id_chat_id_pk" PRIMARY KEY("clinic_id","quarter","member_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "report_message_quarters" (
	"clinic_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"received" integer NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "report_message_quarters_clinic_id_quarter_pk" PRIMARY KEY("clinic_id","quarter")
);
--> statement-breakpoint
CREATE TABLE "report_positions" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"since_xmin" bigint,
	"since_xmax" bigint,
	"since_running" bigint[] DEFAULT '{}' NOT NULL,
	"hours_key" text DEFAULT '' NOT NULL,
	"slot_zone" text,
	"caught_up_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "answer_runs" ADD CONSTRAINT "answer_runs_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_automatic_sends" ADD CONSTRAINT "report_automatic_sends_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_chat_firsts" ADD CONSTRAINT "report_chat_firsts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_member_sends" ADD CONSTRAINT "report_member_sends_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_message_quarters" ADD CONSTRAINT "report_message_quarters_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_positions" ADD CONSTRAINT "report_positions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_runs_clinic_started_idx" ON "answer_runs" USING btree ("clinic_id","started_at");--> statement-breakpoint
CREATE INDEX "report_automatic_sends_clinic_sent_idx" ON "report_automatic_sends" USING btree ("clinic_id","sent_at");--> statement-breakpoint
CREATE INDEX "report_automatic_sends_clinic_chat_idx" ON "report_automatic_sends" USING btree ("clinic_id","chat_id","sent_at");--> statement-breakpoint
CREATE INDEX "report_chat_firsts_clinic_first_idx" ON "report_chat_firsts" USING btree ("clinic_id","first_in_at");--> statement-breakpoint
-- The catch-up's read: one clinic's messages written since a transaction id.
CREATE INDEX "messages_clinic_change_idx" ON "messages" USING btree ("clinic_id","change_xid");