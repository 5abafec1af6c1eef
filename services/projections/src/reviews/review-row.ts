import type { Review } from '@grandtour/shared';
import type { reviews } from '../schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    userId: row.userId,
    carId: row.carId,
    bookingId: row.bookingId,
    rating: row.rating,
    comment: row.comment,
    userName: row.userName,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    ownerReply:
      row.ownerReply !== null && row.ownerRepliedAt !== null
        ? { comment: row.ownerReply, repliedAt: row.ownerRepliedAt.toISOString() }
        : null,
  };
}
