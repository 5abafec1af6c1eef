export * from './schema/index.ts';
export * from './migrate.ts';
export * from './cars/cars.projection.ts';
export * from './cars/car-queries.ts';
export * from './reviews/reviews.projection.ts';
export * from './reviews/review-queries.ts';
export * from './similar-cars/similar-cars.projection.ts';
export * from './similar-cars/similar-car-queries.ts';
export * from './runner/projection-runner.ts';
export * from './runner/projection-failures.ts';
export * from './runner/log-feed.ts';
export * from './runner/read-your-writes.ts';
export * from './users/users.projection.ts';
export * from './users/account-queries.ts';
export * from './cars/car-search.ts';
export * from './availability/availability.projection.ts';
export * from './availability/availability-queries.ts';
export { carCalendars } from './availability/car-calendar.ts';
export * from './favourites/favourites.projection.ts';
export * from './favourites/favourite-queries.ts';
export * from './driver-documents/driver-verifications.projection.ts';
export * from './driver-documents/driver-verification-queries.ts';
export * from './bookings/bookings.projection.ts';
export * from './deposits/deposits.projection.ts';
export * from './deposits/deposit-row.ts';
export * from './deposits/deposit-queries.ts';
export * from './claims/claim-queries.ts';
export * from './conversations/conversation-queries.ts';
export * from './conversations/conversations.projection.ts';
export * from './bookings/booking-queries.ts';
export * from './revenue/platform-revenue.projection.ts';
export * from './ledger/ledger.projection.ts';
export * from './ledger/ledger-entries.ts';
export * from './owner-stats/owner-stats.projection.ts';
export * from './subscriptions/subscriptions.projection.ts';
export * from './subscriptions/subscription-queries.ts';
export * from './payouts/payouts.projection.ts';
export * from './payouts/payout-queries.ts';
export * from './payouts/owner-payout-queries.ts';
export * from './payouts/owner-statement-queries.ts';
export * from './payout-accounts/payout-accounts.projection.ts';
export * from './owner-calendar/owner-calendars.projection.ts';
export * from './booking-timeline/booking-timeline.projection.ts';
export * from './owner/owner-queries.ts';
export * from './notifications/notifications.projection.ts';
export * from './personal-data/personal-data-accesses.projection.ts';
export * from './rebuild/rebuild-plan.ts';
export * from './rebuild/rebuild.ts';
export * from './status/projection-status.ts';
export * from './status/projection-lag.ts';
export * from './audit/revenue-audit.ts';
export * from './audit/provider-reconciliation.ts';
export * from './audit/reconcile-providers.ts';
import type { Projection } from '@grandtour/event-store';
import type { RegisteredProjection } from './rebuild/rebuild-plan.ts';
export * from './receipts/receipt-register.ts';
import { carsProjection } from './cars/cars.projection.ts';
import { reviewsProjection } from './reviews/reviews.projection.ts';
import { usersProjection } from './users/users.projection.ts';
import { availabilityProjection } from './availability/availability.projection.ts';
import { favouritesProjection } from './favourites/favourites.projection.ts';
import { driverVerificationsProjection } from './driver-documents/driver-verifications.projection.ts';
import { bookingsProjection } from './bookings/bookings.projection.ts';
import { ownerRequestResponsesProjection } from './booking-requests/owner-request-responses.projection.ts';
import { depositsProjection } from './deposits/deposits.projection.ts';
import { handoverReportsProjection } from './handovers/handover-reports.projection.ts';
import { platformRevenueProjection } from './revenue/platform-revenue.projection.ts';
import { ownerStatsProjection } from './owner-stats/owner-stats.projection.ts';
import { subscriptionsProjection } from './subscriptions/subscriptions.projection.ts';
import { ownerCalendarsProjection } from './owner-calendar/owner-calendars.projection.ts';
import { bookingTimelineProjection } from './booking-timeline/booking-timeline.projection.ts';
import { notificationsProjection } from './notifications/notifications.projection.ts';
import { similarCarsProjection } from './similar-cars/similar-cars.projection.ts';
import { ledgerProjection } from './ledger/ledger.projection.ts';
import { payoutsProjection } from './payouts/payouts.projection.ts';
import { payoutAccountsProjection } from './payout-accounts/payout-accounts.projection.ts';
import { claimsProjection } from './claims/claims.projection.ts';
import { conversationsProjection } from './conversations/conversations.projection.ts';
import { personalDataErasuresProjection } from './personal-data/personal-data-erasures.projection.ts';
import { personalDataAccessesProjection } from './personal-data/personal-data-accesses.projection.ts';

/** Single-stream read models the UI reads right after a write: applied in the append's transaction. */
export const inlineProjections = [
  carsProjection,
  reviewsProjection,
  usersProjection,
  availabilityProjection,
  favouritesProjection,
  driverVerificationsProjection,
  bookingsProjection,
  ownerRequestResponsesProjection,
  depositsProjection,
  handoverReportsProjection,
  subscriptionsProjection,
  ownerCalendarsProjection,
  notificationsProjection,
  payoutsProjection,
  payoutAccountsProjection,
  claimsProjection,
  conversationsProjection,
  personalDataErasuresProjection,
  personalDataAccessesProjection,
] as const;

/** Multi-stream read models nobody reads right after a write: the projection runner keeps them up to date. */
export const asyncProjections = [
  platformRevenueProjection,
  ownerStatsProjection,
  bookingTimelineProjection,
  similarCarsProjection,
  ledgerProjection,
] as const;

/** Every projection, and how it is kept up to date: what operators see and rebuild. */
export const projectionRegistry: readonly RegisteredProjection[] = [
  ...inlineProjections.map((projection) => ({ projection: projection as Projection, inline: true })),
  ...asyncProjections.map((projection) => ({ projection: projection as Projection, inline: false })),
];
export * from './prepared-statements.ts';
export { loadHandoverReport } from './handovers/handover-reports.projection.ts';
