-- A date search checked each candidate car's calendar with a probe of car_unavailability (one btree descent a car):
-- at ten times today's data a typical search has some 650 candidates, and the probes were most of its cost. Each car
-- row now carries its calendar: the union of its periods that do not expire (reservations, owner blocks) and the
-- latest expiry of its holds. Searches read both from one covering index, in the row; only a car with a live hold
-- still needs the probe. The availability projection keeps them (decision 109).
ALTER TABLE "cars" ADD COLUMN "firm_periods" datemultirange NOT NULL DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "holds_until" timestamp with time zone;--> statement-breakpoint
UPDATE "cars" SET "firm_periods" = calendar.firm, "holds_until" = calendar.holds_until
  FROM (SELECT car_id,
               COALESCE(range_agg(period) FILTER (WHERE expires_at IS NULL), '{}') AS firm,
               max(expires_at) AS holds_until
          FROM "car_unavailability" GROUP BY car_id) AS calendar
 WHERE "cars"."id" = calendar.car_id;--> statement-breakpoint
-- Every column a search filters or sorts on, so that the matching cars are found, counted and ranked in the index
-- alone; the page's few rows are then read whole. It replaces the plain (location, brand) index.
CREATE INDEX "cars_listed_search" ON "cars" USING btree ("location", "brand") INCLUDE ("id", "daily_price_cents", "is_available", "category", "transmission", "fuel_type", "seats", "year", "firm_periods", "holds_until", "ai_score", "review_count", "rating_total", "created_at", "booking_count", "view_count") WHERE "cars"."is_listed";--> statement-breakpoint
DROP INDEX "cars_listed_location_brand";
