CREATE TABLE "owner_stats" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"revenue_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_stats_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"owner_stats_id" text NOT NULL,
	"bookings" integer NOT NULL,
	"cancellations" integer NOT NULL,
	"revenue_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "owner_stats_by_owner" ON "owner_stats" USING btree ("owner_id","date");