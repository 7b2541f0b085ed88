CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"event_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"procedure" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"linked_chat_id" text,
	"appointment_id" uuid,
	"seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"professional" text NOT NULL,
	"professional_key" text NOT NULL,
	"feed_token_hash" text,
	"feed_token_sealed" text,
	"import_url_sealed" text,
	"import_url_hint" text,
	"import_by" uuid,
	"next_sync_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_calendar_id_professional_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."professional_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_calendars" ADD CONSTRAINT "professional_calendars_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_calendars" ADD CONSTRAINT "professional_calendars_import_by_users_id_fk" FOREIGN KEY ("import_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_key_idx" ON "calendar_events" USING btree ("calendar_id","event_key");--> statement-breakpoint
CREATE INDEX "calendar_events_unmatched_idx" ON "calendar_events" USING btree ("clinic_id","status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_calendars_key_idx" ON "professional_calendars" USING btree ("clinic_id","professional_key");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_calendars_feed_idx" ON "professional_calendars" USING btree ("feed_token_hash");--> statement-breakpoint
CREATE INDEX "professional_calendars_due_idx" ON "professional_calendars" USING btree ("next_sync_at") WHERE import_url_sealed is not null;