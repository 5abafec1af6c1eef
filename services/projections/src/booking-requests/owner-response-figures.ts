import { MIN_REQUESTS_FOR_RESPONSE_FIGURES } from '@grandtour/shared';

/**
 * The owner's answers to requests to book as figures on every car of theirs (decision 85), always recomputed from
 * `owner_request_responses` so the order of events never matters: the share accepted of the requests answered or let
 * lapse, and the median time to an answer. Null until enough requests were decided to mean something.
 */
export const REFRESH_OWNER_RESPONSE_FIGURES_SQL = `
  UPDATE cars
     SET owner_acceptance_rate_percent = figures.rate, owner_median_response_minutes = figures.median
    FROM (SELECT
            CASE WHEN count(outcome) >= ${MIN_REQUESTS_FOR_RESPONSE_FIGURES}
                 THEN round(100.0 * count(*) FILTER (WHERE outcome = 'accepted') / count(outcome))::int END AS rate,
            CASE WHEN count(outcome) >= ${MIN_REQUESTS_FOR_RESPONSE_FIGURES}
                 THEN round(percentile_cont(0.5) WITHIN GROUP (
                        ORDER BY extract(epoch FROM responded_at - received_at) / 60))::int END AS median
            FROM owner_request_responses WHERE owner_id = $1) AS figures
   WHERE cars.owner_id = $1`;
