CREATE TABLE "ledger_booking_facts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_entries_by_event";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "line" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "movement" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_by_event" ON "ledger_entries" USING btree ("event_id","line");