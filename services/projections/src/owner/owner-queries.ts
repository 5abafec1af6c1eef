import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { createCalendarFeeds } from './calendar-feeds.ts';
import { createOwnerBookingQueries } from './owner-booking-queries.ts';
import { createOwnerCalendarQueries } from './owner-calendar-queries.ts';
import { createOwnerCarQueries } from './owner-car-queries.ts';
import { createOwnerDashboardQueries } from './owner-dashboard-queries.ts';
import { createOwnerReviewQueries } from './owner-review-queries.ts';

export type { ListRequest, Page } from './list-request.ts';
export type { OwnerCarSortField } from './owner-car-queries.ts';
export type { OwnerBookingSortField } from './owner-booking-queries.ts';
export type { OwnerReviewSortField } from './owner-review-queries.ts';
export type { CalendarFeed, CalendarFeeds } from './calendar-feeds.ts';

/** Everything the back office reads, always for one owner. */
export function createOwnerQueries(db: NodePgDatabase, pool: pg.Pool) {
  return {
    ...createOwnerCarQueries(db),
    ...createOwnerBookingQueries(db),
    ...createOwnerCalendarQueries(pool),
    ...createOwnerDashboardQueries(pool),
    ...createOwnerReviewQueries(db),
    feeds: createCalendarFeeds(pool),
  };
}
export type OwnerQueries = ReturnType<typeof createOwnerQueries>;
