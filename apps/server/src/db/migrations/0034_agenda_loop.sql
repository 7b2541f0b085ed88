CREATE TABLE "satisfaction_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"professional" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempt_started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"score" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_offer_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempt_started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"professional" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_entry_id" uuid,
	"new_appointment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"chat_row_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"professional" text DEFAULT '' NOT NULL,
	"procedure" text NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "waiting_list_settings" jsonb;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "satisfaction_settings" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reactions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_by" uuid;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offer_messages" ADD CONSTRAINT "slot_offer_messages_offer_id_slot_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."slot_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offer_messages" ADD CONSTRAINT "slot_offer_messages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offer_messages" ADD CONSTRAINT "slot_offer_messages_entry_id_waiting_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_winner_entry_id_waiting_list_entries_id_fk" FOREIGN KEY ("winner_entry_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_new_appointment_id_appointments_id_fk" FOREIGN KEY ("new_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_chat_row_id_chats_id_fk" FOREIGN KEY ("chat_row_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_appointment_idx" ON "satisfaction_surveys" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_due_idx" ON "satisfaction_surveys" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_chat_idx" ON "satisfaction_surveys" USING btree ("clinic_id","chat_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_offer_messages_once_idx" ON "slot_offer_messages" USING btree ("offer_id","entry_id","kind");--> statement-breakpoint
CREATE INDEX "slot_offer_messages_due_idx" ON "slot_offer_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "slot_offer_messages_chat_idx" ON "slot_offer_messages" USING btree ("clinic_id","chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_offers_appointment_idx" ON "slot_offers" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "waiting_list_clinic_status_idx" ON "waiting_list_entries" USING btree ("clinic_id","status","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_attendance_by_users_id_fk" FOREIGN KEY ("attendance_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;