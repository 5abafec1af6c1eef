/**
 * Request to book (issue 22, decision 85): the payment is authorised, not captured; the owner accepts (the payment is
 * captured and the booking confirmed) or declines within a day; no answer expires the request. Zod-free, so the car,
 * search and booking pages can carry it.
 */

/** How long the owner has to answer, from the moment the payment is authorised. */
export const REQUEST_RESPONSE_HOURS = 24;
/** The owner is reminded this many hours before the request expires, while it is unanswered. */
export const REQUEST_REMINDER_HOURS_BEFORE = [12, 2] as const;
/** Acceptance rate and response time are shown once an owner has answered (or let lapse) this many requests. */
export const MIN_REQUESTS_FOR_RESPONSE_FIGURES = 3;
/**
 * An owner's response time (decision 94) is the median of their answers, to requests to book and to customers'
 * messages, over this many days before their latest answer, shown once there are at least MIN_ANSWERS_FOR_RESPONSE_TIME.
 */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
export const MIN_ANSWERS_FOR_RESPONSE_TIME = 3;
/** The longest message an owner may give with a decline. */
export const DECLINE_MESSAGE_MAX_LENGTH = 500;

export const BOOKING_REQUEST_STATUSES = [
  /** Made, the payment not yet authorised: the dates are held as for any booking. */
  'awaiting_payment',
  /** Authorised: the dates are reserved and the owner has until `respondBy`. */
  'awaiting_owner',
  'accepted',
  'declined',
  'expired',
  /** The customer cancelled it before the owner answered. */
  'withdrawn',
] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

/** When an owner's answer is due: a day after the authorisation. */
export const requestRespondBy = (authorisedAt: string): string =>
  new Date(Date.parse(authorisedAt) + REQUEST_RESPONSE_HOURS * 3_600_000).toISOString();

/** The phrase an owner's median response time falls in: within an hour, a few hours, a day. */
export const RESPONSE_TIME_BUCKETS = ['hour', 'few_hours', 'day'] as const;
export type ResponseTimeBucket = (typeof RESPONSE_TIME_BUCKETS)[number];
export const responseTimeBucket = (medianMinutes: number): ResponseTimeBucket =>
  medianMinutes <= 60 ? 'hour' : medianMinutes <= 6 * 60 ? 'few_hours' : 'day';
