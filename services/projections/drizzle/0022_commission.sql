ALTER TABLE "bookings" ADD COLUMN "commission_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "owner_stats" ADD COLUMN "commission_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_stats_events" ADD COLUMN "commission_cents" bigint DEFAULT 0 NOT NULL;