CREATE TABLE "projection_failures" (
	"name" text PRIMARY KEY NOT NULL,
	"commit_position" bigint NOT NULL,
	"prepare_position" bigint NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"stream_name" text NOT NULL,
	"stream_position" bigint NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	"owner" text
);
--> statement-breakpoint
ALTER TABLE "booking_timeline" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "daily_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "rental_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "delivery_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "service_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "owner_payout_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "platform_revenue_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "deposit_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "paid_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cancellation_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "refund_due_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "refunded_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "daily_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "deposit_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "deposit_cents" SET DEFAULT 500000;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "delivery_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "rating_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "review_count" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "view_count" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "booking_count" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "owner_stats" ALTER COLUMN "views" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "owner_stats" ALTER COLUMN "bookings" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "owner_stats" ALTER COLUMN "cancellations" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "owner_stats" ALTER COLUMN "revenue_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "owner_stats_events" ALTER COLUMN "bookings" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "owner_stats_events" ALTER COLUMN "cancellations" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "owner_stats_events" ALTER COLUMN "revenue_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "platform_revenue" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "platform_revenue" ALTER COLUMN "platform_revenue_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "platform_revenue" ALTER COLUMN "owner_payout_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "platform_revenue" ALTER COLUMN "base_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "similar_car_profiles" ALTER COLUMN "daily_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "similar_cars" ALTER COLUMN "price_gap_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "price_cents" SET DATA TYPE bigint;