-- A car's similar cars were chosen by sorting every candidate of its category or price band: rebuilding every list
-- cost the square of the fleet. The candidates are now taken city by city, the nearest prices first from either side,
-- a few index entries each (decision 110).
CREATE INDEX "similar_car_candidates_by_category" ON "similar_car_profiles" USING btree ("location","category","daily_price_cents") WHERE "similar_car_profiles"."is_listed" AND "similar_car_profiles"."is_available";--> statement-breakpoint
CREATE INDEX "similar_car_candidates_by_band" ON "similar_car_profiles" USING btree ("location","price_band","daily_price_cents") WHERE "similar_car_profiles"."is_listed" AND "similar_car_profiles"."is_available";