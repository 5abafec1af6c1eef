CREATE INDEX "cars_listed_location_brand" ON "cars" USING btree ("location","brand") WHERE "cars"."is_listed";--> statement-breakpoint
CREATE INDEX "cars_listed_brand" ON "cars" USING btree ("brand") WHERE "cars"."is_listed";--> statement-breakpoint
CREATE INDEX "cars_listed_category" ON "cars" USING btree ("category") WHERE "cars"."is_listed";--> statement-breakpoint
CREATE INDEX "cars_listed_price" ON "cars" USING btree ("daily_price_cents") WHERE "cars"."is_listed";--> statement-breakpoint
-- Availability checks look a car's few periods up by car id: a covering btree beats probing the GiST exclusion
-- index once per candidate car (measured 0.02 ms against 0.09 ms a probe on 10,000 cars).
CREATE INDEX "car_unavailability_by_car" ON "car_unavailability" USING btree ("car_id") INCLUDE ("period", "expires_at");
