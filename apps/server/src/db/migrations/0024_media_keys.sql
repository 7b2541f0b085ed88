CREATE TABLE "media_keys" (
	"clinic_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kek_id" text NOT NULL,
	"wrapped" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_keys_clinic_id_version_pk" PRIMARY KEY("clinic_id","version")
);
--> statement-breakpoint
ALTER TABLE "media_keys" ADD CONSTRAINT "media_keys_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;