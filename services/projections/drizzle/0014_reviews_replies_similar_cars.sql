CREATE TABLE "similar_car_profiles" (
	"car_id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"price_band" integer NOT NULL,
	"daily_price_cents" integer NOT NULL,
	"location" text NOT NULL,
	"is_listed" boolean NOT NULL,
	"is_available" boolean NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similar_cars" (
	"car_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"similar_car_id" uuid NOT NULL,
	"distance_km" integer NOT NULL,
	"category_gap" integer NOT NULL,
	"price_gap_cents" integer NOT NULL,
	CONSTRAINT "similar_cars_car_id_rank_pk" PRIMARY KEY("car_id","rank")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "owner_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "owner_replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "similar_car_profiles_category" ON "similar_car_profiles" USING btree ("category") WHERE "similar_car_profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "similar_car_profiles_price_band" ON "similar_car_profiles" USING btree ("price_band") WHERE "similar_car_profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "similar_cars_by_similar_car" ON "similar_cars" USING btree ("similar_car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_booking" ON "reviews" USING btree ("booking_id") WHERE "reviews"."booking_id" IS NOT NULL;