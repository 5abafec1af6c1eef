import {
  MIN_ANSWERS_FOR_RESPONSE_TIME,
  MIN_REQUESTS_FOR_RESPONSE_FIGURES,
  RESPONSE_TIME_WINDOW_DAYS,
} from '@grandtour/shared';
import { EVERY_CAR_OWNER } from '../cars/car-recounts.ts';
import { keyedRecount } from '../rebuild/keyed-recount.ts';

/**
 * The owner's figures on every car of theirs, always recomputed from `owner_request_responses` and
 * `owner_message_responses` so the order of events never matters: the share accepted of the requests answered or let
 * lapse (decision 85), and the median time to an answer, to a request or to a customer's message, over the
 * RESPONSE_TIME_WINDOW_DAYS before the owner's latest answer (decision 94). Each null until there is enough to mean
 * something.
 */
export const ownerResponseFigures = keyedRecount(
  (ownerIds) => `
  UPDATE cars
     SET owner_acceptance_rate_percent = figures.rate, owner_median_response_minutes = figures.median
    FROM (SELECT owner.id,
            (SELECT CASE WHEN count(outcome) >= ${MIN_REQUESTS_FOR_RESPONSE_FIGURES}
                         THEN round(100.0 * count(*) FILTER (WHERE outcome = 'accepted') / count(outcome))::int END
               FROM owner_request_responses WHERE owner_id = owner.id) AS rate,
            (SELECT CASE WHEN count(*) >= ${MIN_ANSWERS_FOR_RESPONSE_TIME}
                         THEN round(percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes))::int END
               FROM (SELECT minutes, answered_at, max(answered_at) OVER () AS latest
                       FROM (SELECT extract(epoch FROM responded_at - received_at) / 60 AS minutes,
                                    responded_at AS answered_at
                               FROM owner_request_responses WHERE owner_id = owner.id AND responded_at IS NOT NULL
                             UNION ALL
                             SELECT extract(epoch FROM answered_at - asked_at) / 60, answered_at
                               FROM owner_message_responses WHERE owner_id = owner.id AND answered_at IS NOT NULL) AS answers
                    ) AS dated
              WHERE answered_at > latest - interval '${RESPONSE_TIME_WINDOW_DAYS} days') AS median
            FROM unnest(${ownerIds}) AS owner (id)) AS figures
   WHERE cars.owner_id = figures.id
     AND (cars.owner_acceptance_rate_percent, cars.owner_median_response_minutes)
         IS DISTINCT FROM (figures.rate, figures.median)`,
  EVERY_CAR_OWNER,
);
