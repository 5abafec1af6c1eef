CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"car_brand" text NOT NULL,
	"car_model" text NOT NULL,
	"car_image" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"daily_price_cents" integer NOT NULL,
	"rental_cents" integer NOT NULL,
	"delivery_cents" integer NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"owner_payout_cents" integer NOT NULL,
	"platform_revenue_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text,
	"payment_provider" text,
	"payment_intent_id" text,
	"payment_id" text,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"fee_config" jsonb NOT NULL,
	"customer_info" jsonb NOT NULL,
	"additional_services" jsonb NOT NULL,
	"language" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"cancellation_date" timestamp with time zone,
	"cancellation_reason" text,
	"cancellation_fee_cents" integer DEFAULT 0 NOT NULL,
	"refund_due_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"notifications_sent" jsonb DEFAULT '{"confirmation":false,"reminder24h":false,"reminder1h":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_by_user" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_by_owner" ON "bookings" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_by_car" ON "bookings" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "bookings_open_holds" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending' AND "bookings"."paid_cents" = 0;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_by_end" ON "bookings" USING btree ("end_date") WHERE "bookings"."status" = 'confirmed';