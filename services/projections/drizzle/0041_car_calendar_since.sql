-- A car row carried every period its calendar ever had (decision 109), so a car with about 200 separate periods no
-- longer fitted in an entry of the covering index and could not be booked again. The row now carries only the periods
-- that end after the day of its last recount, and `firm_since`: the end of the last period it left out. The row
-- decides a search that starts on or after that date; an earlier one, or a car with too many periods ahead
-- (`firm_since` infinity), takes the probe of decision 108. '-infinity': nothing left out, as every row so far
-- (decision 111).
ALTER TABLE "cars" ADD COLUMN "firm_since" date NOT NULL DEFAULT '-infinity';--> statement-breakpoint
DROP INDEX "cars_listed_search";--> statement-breakpoint
CREATE INDEX "cars_listed_search" ON "cars" USING btree ("location", "brand") INCLUDE ("id", "daily_price_cents", "is_available", "category", "transmission", "fuel_type", "seats", "year", "firm_periods", "firm_since", "holds_until", "ai_score", "review_count", "rating_total", "created_at", "booking_count", "view_count") WHERE "cars"."is_listed";
