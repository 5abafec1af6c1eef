ALTER TABLE "bookings" ADD COLUMN "driver" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_requirements" jsonb;