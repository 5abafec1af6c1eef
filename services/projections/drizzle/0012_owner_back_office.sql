CREATE TABLE "booking_timeline" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount_cents" integer,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"car_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_calendars" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"date" date NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"reason" text,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_timeline_by_booking" ON "booking_timeline" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "owner_calendars_by_owner" ON "owner_calendars" USING btree ("owner_id","date");--> statement-breakpoint
CREATE INDEX "owner_calendars_by_car" ON "owner_calendars" USING btree ("car_id","date");--> statement-breakpoint
CREATE INDEX "bookings_by_owner_confirmed" ON "bookings" USING btree ("owner_id","confirmed_at");