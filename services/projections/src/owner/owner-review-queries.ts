import type { OwnerReview, OwnerReviewFilter, OWNER_REVIEW_SORT_FIELDS } from '@grandtour/shared';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cars, reviews } from '../schema/index.ts';
import { containing, countAll, idsOf, orderOf, type ListRequest, type Page } from './list-request.ts';

export type OwnerReviewSortField = (typeof OWNER_REVIEW_SORT_FIELDS)[number];

const SORT_COLUMNS = {
  id: reviews.id,
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  carModel: cars.model,
} satisfies Record<OwnerReviewSortField, unknown>;

const COLUMNS = { review: reviews, carBrand: cars.brand, carModel: cars.model };

function toOwnerReview(row: {
  review: typeof reviews.$inferSelect;
  carBrand: string;
  carModel: string;
}): OwnerReview {
  const { review } = row;
  return {
    id: review.id,
    carId: review.carId,
    carBrand: row.carBrand,
    carModel: row.carModel,
    bookingId: review.bookingId,
    userName: review.userName,
    location: review.location,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    ownerReply: review.ownerReply,
    ownerRepliedAt: review.ownerRepliedAt?.toISOString() ?? null,
  };
}

/** Isolation by query (decision 19): the owner's id is in every WHERE, through the reviewed car. */
function conditions(ownerId: string, filter: OwnerReviewFilter): SQL | undefined {
  const ids = idsOf(filter.id);
  const text = filter.q ? containing(filter.q) : undefined;
  return and(
    eq(cars.ownerId, ownerId),
    ids ? inArray(reviews.id, ids) : undefined,
    filter.carId ? eq(reviews.carId, filter.carId) : undefined,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    filter.replied === undefined
      ? undefined
      : filter.replied
        ? isNotNull(reviews.ownerReply)
        : isNull(reviews.ownerReply),
    text
      ? or(
          sql`${reviews.comment} ILIKE ${text}`,
          sql`${reviews.userName} ILIKE ${text}`,
          sql`${cars.brand} || ' ' || ${cars.model} ILIKE ${text}`,
        )
      : undefined,
  );
}

export function createOwnerReviewQueries(db: NodePgDatabase) {
  const joined = () => db.select(COLUMNS).from(reviews).innerJoin(cars, eq(cars.id, reviews.carId));
  return {
    async listReviews(
      ownerId: string,
      request: ListRequest<OwnerReviewFilter, OwnerReviewSortField>,
    ): Promise<Page<OwnerReview>> {
      const where = conditions(ownerId, request.filter);
      const [start, end] = request.range;
      const [rows, [count]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(...orderOf(SORT_COLUMNS, request.sort, reviews.id))
          .offset(start)
          .limit(end - start + 1),
        db.select({ total: countAll }).from(reviews).innerJoin(cars, eq(cars.id, reviews.carId)).where(where),
      ]);
      return { rows: rows.map(toOwnerReview), total: count?.total ?? 0 };
    },

    /** A review of one of the owner's cars; another owner's is as absent as a missing one. */
    async findReview(ownerId: string, reviewId: string): Promise<OwnerReview | undefined> {
      const [row] = await joined().where(and(eq(reviews.id, reviewId), eq(cars.ownerId, ownerId)));
      return row && toOwnerReview(row);
    },
  };
}
