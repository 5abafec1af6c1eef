CREATE TABLE "platform_revenue" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"platform_revenue_cents" integer NOT NULL,
	"owner_payout_cents" integer NOT NULL,
	"fee_type" text DEFAULT 'service_fee' NOT NULL,
	"fee_rate" text,
	"base_amount_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payment_method" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_revenue_by_time" ON "platform_revenue" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "platform_revenue_by_owner" ON "platform_revenue" USING btree ("owner_id","occurred_at");--> statement-breakpoint
CREATE INDEX "platform_revenue_by_booking" ON "platform_revenue" USING btree ("booking_id");