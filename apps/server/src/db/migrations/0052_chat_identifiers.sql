-- Issue 48: every name a patient was known by on a chat (phones, BSUIDs, parent BSUIDs,
-- '@username'), so a changed number or BSUID lands in the same chat and the erasure tombstones
-- them all (erased_identifiers). The BSUIDs and usernames chats already knew (0051) are copied in.
CREATE TABLE "chat_identifiers" (
	"clinic_id" uuid NOT NULL,
	"value" text NOT NULL,
	"kind" text NOT NULL,
	"chat_row_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_identifiers_clinic_id_value_pk" PRIMARY KEY("clinic_id","value")
);
--> statement-breakpoint
CREATE TABLE "erased_identifiers" (
	"clinic_id" uuid NOT NULL,
	"tombstone" text NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	CONSTRAINT "erased_identifiers_clinic_id_tombstone_pk" PRIMARY KEY("clinic_id","tombstone")
);
--> statement-breakpoint
ALTER TABLE "chat_identifiers" ADD CONSTRAINT "chat_identifiers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_identifiers" ADD CONSTRAINT "chat_identifiers_chat_row_id_chats_id_fk" FOREIGN KEY ("chat_row_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erased_identifiers" ADD CONSTRAINT "erased_identifiers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_identifiers_chat_idx" ON "chat_identifiers" USING btree ("chat_row_id");--> statement-breakpoint
INSERT INTO "chat_identifiers" ("clinic_id", "value", "kind", "chat_row_id", "seen_at")
SELECT DISTINCT ON ("clinic_id", "bsuid") "clinic_id", "bsuid", 'bsuid', "id", coalesce("last_message_time", "created_at")
FROM "chats" WHERE "bsuid" IS NOT NULL
ORDER BY "clinic_id", "bsuid", "last_message_time" DESC NULLS LAST
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "chat_identifiers" ("clinic_id", "value", "kind", "chat_row_id", "seen_at")
SELECT DISTINCT ON ("clinic_id", "username") "clinic_id", '@' || "username", 'username', "id", coalesce("last_message_time", "created_at")
FROM "chats" WHERE "username" IS NOT NULL
ORDER BY "clinic_id", "username", "last_message_time" DESC NULLS LAST
ON CONFLICT DO NOTHING;