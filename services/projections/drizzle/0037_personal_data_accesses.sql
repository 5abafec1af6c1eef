CREATE TABLE "personal_data_accesses" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"accessor_id" text NOT NULL,
	"accessor_role" text NOT NULL,
	"what" text NOT NULL,
	"reference" text,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "personal_data_accesses_by_subject" ON "personal_data_accesses" USING btree ("subject","at");