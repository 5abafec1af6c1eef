-- A date search probes each candidate car's first live period ending after the search's start (car-search.ts): a
-- btree on (car, end of period) answers it in one descent, where the btree on car_id alone read every period of the
-- car, past and future (at ten times today's data, 292 ms and 50,000 buffers a search). It serves lookups by car id
-- as the old index did.
CREATE INDEX "car_unavailability_by_car_end" ON "car_unavailability" USING btree ("car_id", upper("period")) INCLUDE ("period", "expires_at");--> statement-breakpoint
DROP INDEX "car_unavailability_by_car";
