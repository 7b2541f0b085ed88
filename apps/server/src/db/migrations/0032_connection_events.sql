CREATE TABLE "connection_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"notified_at" timestamp with time zone,
	"mailed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_events" ADD CONSTRAINT "connection_events_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_events" ADD CONSTRAINT "connection_events_instance_id_web_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_events_clinic_at_idx" ON "connection_events" USING btree ("clinic_id","at");--> statement-breakpoint
CREATE INDEX "connection_events_unnotified_idx" ON "connection_events" USING btree ("at") WHERE "connection_events"."notified_at" is null;--> statement-breakpoint
CREATE TABLE "connection_held_sends" (
	"outage_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	CONSTRAINT "connection_held_sends_outage_id_item_key_pk" PRIMARY KEY("outage_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "connection_held_sends" ADD CONSTRAINT "connection_held_sends_outage_id_connection_events_id_fk" FOREIGN KEY ("outage_id") REFERENCES "public"."connection_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "outage_alert_minutes" integer DEFAULT 5 NOT NULL;
