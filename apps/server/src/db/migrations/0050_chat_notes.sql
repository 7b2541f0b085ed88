CREATE TABLE "chat_note_mentions" (
	"note_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_note_mentions_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"chat_row_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_note_mentions" ADD CONSTRAINT "chat_note_mentions_note_id_chat_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."chat_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_note_mentions" ADD CONSTRAINT "chat_note_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_chat_row_id_chats_id_fk" FOREIGN KEY ("chat_row_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_note_mentions_unread_idx" ON "chat_note_mentions" USING btree ("user_id","clinic_id","chat_id") WHERE "chat_note_mentions"."read_at" is null;--> statement-breakpoint
CREATE INDEX "chat_notes_chat_idx" ON "chat_notes" USING btree ("clinic_id","chat_id","created_at");