ALTER TABLE "bookings" ALTER COLUMN "car_model" SET DATA TYPE varchar(80);--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "model" SET DATA TYPE varchar(80);--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "description" SET DATA TYPE varchar(4000);--> statement-breakpoint
ALTER TABLE "owner_calendars" ALTER COLUMN "notes" SET DATA TYPE varchar(500);