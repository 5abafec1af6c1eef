import type { ReviewEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';
import { REVIEW_EVENT_TYPES } from '@grandtour/commands';
import { carRatings } from '../cars/car-recounts.ts';

/** Reviews as the car page and the back office read them; each one refreshes its car's rating and count. */
export const reviewsProjection: Projection<ReviewEvent> = {
  name: 'reviews',
  handles: REVIEW_EVENT_TYPES,
  tables: ['reviews', 'cars'],
  async apply(event, sql) {
    switch (event.type) {
      case 'ReviewPosted': {
        const review = event.data;
        await sql.query(
          `INSERT INTO reviews (id, car_id, booking_id, user_id, user_name, location, rating, comment, language, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
          [
            review.reviewId,
            review.carId,
            review.bookingId,
            review.userId,
            review.userName,
            review.location,
            review.rating,
            review.comment,
            review.language,
            review.postedAt,
          ],
        );
        await carRatings.of(sql, [review.carId]);
        return;
      }
      case 'ReviewReplied':
        await sql.query(
          `UPDATE reviews SET owner_reply = $2, owner_replied_at = $3 WHERE id = $1 AND owner_reply IS NULL`,
          [event.data.reviewId, event.data.reply, event.data.repliedAt],
        );
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
};
