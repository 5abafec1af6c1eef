import { describe, expect, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import {
  reviewDecider,
  type ReplyToReview,
  type ReviewBooking,
  type ReviewedBooking,
  type ReviewPosted,
} from './review.ts';

const given = specFor(reviewDecider);
const now = '2026-12-01T09:30:00.000Z';
const later = '2026-12-02T18:00:00.000Z';
const completed: ReviewedBooking = { userId: 'guest:lea', carId: 'car-1', status: 'completed' };

const review = (
  data: Partial<ReviewBooking['data']> = {},
  booking: ReviewedBooking | null = completed,
): ReviewBooking => ({
  type: 'ReviewBooking',
  data: {
    reviewId: 'review-1',
    bookingId: 'booking-1',
    userId: 'guest:lea',
    userName: 'Léa M.',
    location: 'Lyon',
    rating: 5,
    comment: 'Voiture superbe, remise des clés parfaite.',
    language: 'fr',
    ...data,
  },
  metadata: { now, booking },
});

const posted: ReviewPosted = {
  type: 'ReviewPosted',
  data: {
    reviewId: 'review-1',
    carId: 'car-1',
    bookingId: 'booking-1',
    userId: 'guest:lea',
    userName: 'Léa M.',
    location: 'Lyon',
    rating: 5,
    comment: 'Voiture superbe, remise des clés parfaite.',
    language: 'fr',
    postedAt: now,
  },
};

const reply = (text: string): ReplyToReview => ({
  type: 'ReplyToReview',
  data: { reviewId: 'review-1', ownerId: 'owner-1', reply: text },
  metadata: { now: later },
});

describe('review decider: a customer reviews their booking', () => {
  it('publishes the review of a completed rental, for the booked car', () => {
    given([]).when(review()).then([posted]);
  });

  it('refuses a booking that does not exist, or someone else’s, as not found', () => {
    given([]).when(review({}, null)).thenThrows('booking_not_found');
    given([])
      .when(review({}, { ...completed, userId: 'guest:someone-else' }))
      .thenThrows('booking_not_found');
  });

  it.each(['pending', 'confirmed', 'cancelled'] as const)('refuses a %s booking', (status) => {
    given([])
      .when(review({}, { ...completed, status }))
      .thenThrows('review_booking_not_completed');
  });

  it('refuses a second review of the same booking', () => {
    given([posted])
      .when(review({ rating: 1, comment: 'Encore moi' }))
      .thenThrows('review_already_posted');
  });

  it.each([0, 6, 4.5])('refuses a rating of %s', (rating) => {
    given([]).when(review({ rating })).thenThrows('invalid_rating');
  });

  it('refuses an empty comment, blanks and invisible characters included', () => {
    given([])
      .when(review({ comment: '' }))
      .thenThrows('review_text_required');
    given([])
      .when(review({ comment: '  \n\t \u200b ' }))
      .thenThrows('review_text_required');
  });

  it('refuses a comment over 2,000 characters, counting characters, not UTF-16 units', () => {
    given([])
      .when(review({ comment: 'é'.repeat(2001) }))
      .thenThrows('review_text_too_long');
    // 2,000 racing cars are 4,000 UTF-16 units and still 2,000 characters.
    expect(() =>
      reviewDecider.decide(review({ comment: '🏎'.repeat(2000) }), { status: 'none' }),
    ).not.toThrow();
  });

  it('refuses HTML in the comment, the name or the location, naming the field', () => {
    for (const [field, text] of [
      ['comment', 'Super <script>alert(1)</script>'],
      ['comment', 'Bien <b>vraiment</b>'],
      ['comment', 'caché <!-- commentaire -->'],
      ['userName', '<img src=x onerror=alert(1)>'],
      ['location', 'Lyon</a>'],
    ] as const) {
      expect(() => reviewDecider.decide(review({ [field]: text }), { status: 'none' })).toThrow(
        expect.objectContaining({ code: 'review_text_markup', details: { field } }),
      );
    }
  });

  it('keeps what only looks like a bracket: a heart, a comparison', () => {
    const [event] = reviewDecider.decide(
      review({ comment: 'Moins cher < 2000 € et plus fun que la mienne <3' }),
      { status: 'none' },
    );
    expect(event?.data).toMatchObject({ comment: 'Moins cher < 2000 € et plus fun que la mienne <3' });
  });

  it('stores plain, tidy text: trimmed, no control characters, at most one empty line in a row', () => {
    const [event] = reviewDecider.decide(
      review({
        comment: '  Parfait.\r\n\r\n\r\n\r\nMerci\u0007 !  ',
        userName: '   ',
        location: ' Lyon ',
      }),
      { status: 'none' },
    );
    expect(event?.data).toMatchObject({ comment: 'Parfait.\n\nMerci !', userName: null, location: 'Lyon' });
  });

  it('refuses an over-long name or location', () => {
    given([])
      .when(review({ userName: 'x'.repeat(61) }))
      .thenThrows('review_text_too_long');
    given([])
      .when(review({ location: 'x'.repeat(81) }))
      .thenThrows('review_text_too_long');
  });
});

describe('review decider: the owner replies', () => {
  it('publishes one reply, for the review’s car', () => {
    given([posted])
      .when(reply('  Merci Léa, à bientôt !  '))
      .then([
        {
          type: 'ReviewReplied',
          data: {
            reviewId: 'review-1',
            carId: 'car-1',
            ownerId: 'owner-1',
            reply: 'Merci Léa, à bientôt !',
            repliedAt: later,
          },
        },
      ]);
  });

  it('refuses a second reply', () => {
    const [replied] = reviewDecider.decide(reply('Merci !'), {
      status: 'posted',
      carId: 'car-1',
      replied: false,
    });
    given([posted, replied!]).when(reply('Encore merci')).thenThrows('review_already_replied');
  });

  it('refuses a reply to a review that does not exist', () => {
    given([]).when(reply('Merci')).thenThrows('review_not_found');
  });

  it('refuses an empty reply, HTML, or one over 2,000 characters', () => {
    given([posted]).when(reply('   ')).thenThrows('review_text_required');
    given([posted]).when(reply('<a href="x">promo</a>')).thenThrows('review_text_markup');
    given([posted])
      .when(reply('x'.repeat(2001)))
      .thenThrows('review_text_too_long');
  });
});

describe('review decider: reviews not tied to a booking (demo fleet)', () => {
  it('publishes once, after the same checks', () => {
    const { bookingId: _bookingId, ...content } = review().data;
    const command = {
      type: 'PostReview' as const,
      data: { ...content, carId: 'car-1', bookingId: null },
      metadata: { now },
    };
    given([])
      .when(command)
      .then([{ ...posted, data: { ...posted.data, bookingId: null } }]);
    given([posted]).when(command).thenThrows('review_already_posted');
    given([])
      .when({ ...command, data: { ...command.data, comment: '<i>x</i>' } })
      .thenThrows('review_text_markup');
  });
});
