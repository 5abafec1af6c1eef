ALTER TABLE "bookings" ADD COLUMN "return_terms" jsonb;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "return_terms" jsonb;