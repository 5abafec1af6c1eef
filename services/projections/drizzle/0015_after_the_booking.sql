CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "open_change_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "open_change_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_by_number" ON "receipts" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "bookings_open_changes" ON "bookings" USING btree ("open_change_since") WHERE "bookings"."open_change_id" IS NOT NULL;