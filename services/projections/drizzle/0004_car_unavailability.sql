-- What keeps a car from being rented on a date: booking holds and reservations, owner blocks.
-- Periods are [start, end) date ranges; the exclusion constraint is a tripwire behind the carSchedule stream,
-- which already refuses overlaps.
CREATE TABLE IF NOT EXISTS car_unavailability (
  car_id uuid NOT NULL,
  source_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('hold', 'reservation', 'owner_block')),
  period daterange NOT NULL,
  expires_at timestamptz,
  reason text,
  PRIMARY KEY (car_id, source_id),
  CONSTRAINT car_unavailability_no_overlap EXCLUDE USING gist (car_id WITH =, period WITH &&)
);
