ALTER TABLE "bookings" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dropoff_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "pickup_hubs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "description_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;