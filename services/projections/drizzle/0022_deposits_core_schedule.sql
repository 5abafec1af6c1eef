ALTER TABLE "booking_deposits" ADD COLUMN "booking_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "start_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "end_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "older_hold_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "settled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "next_step" text;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "next_step_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_deposits_due" ON "booking_deposits" USING btree ("next_step_at") WHERE "booking_deposits"."next_step_at" IS NOT NULL;