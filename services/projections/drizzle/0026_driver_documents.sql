CREATE TABLE "driver_documents" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "driver_documents_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "driver_verifications" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"documents" jsonb NOT NULL,
	"rejection_reason" text,
	"rejection_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"licence_expires_on" date,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "driver_documents_by_upload" ON "driver_documents" USING btree ("uploaded_at");