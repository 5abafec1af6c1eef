CREATE TABLE "ledger_booking_facts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_entries_by_event";--> statement-breakpoint
DROP INDEX "ledger_entries_by_booking";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "line" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "stream_position" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "movement" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY("event_id","line");--> statement-breakpoint
CREATE INDEX "ledger_entries_by_booking" ON "ledger_entries" USING btree ("booking_id","stream_position");
