import type { Review } from '@grandtour/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { bookings, reviews } from '../schema/index.ts';
import { toReview } from './review-row.ts';

export function createReviewQueries(db: NodePgDatabase) {
  return {
    /**
     * The reviews of a customer's bookings, newest first. Read through the bookings, so a guest's review follows
     * the booking when the guest signs in and the booking is claimed.
     */
    async reviewsOfUser(userId: string): Promise<Review[]> {
      const rows = await db
        .select({ review: reviews })
        .from(bookings)
        .innerJoin(reviews, eq(reviews.bookingId, sql`${bookings.id}::text`))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(reviews.createdAt));
      return rows.map(({ review }) => toReview(review));
    },

    async findReview(reviewId: string): Promise<Review | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
      return row && toReview(row);
    },
  };
}
export type ReviewQueries = ReturnType<typeof createReviewQueries>;
