import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { DomainEvent } from '../event-store/event-store.ts';

export const reviewStreamName = (reviewId: string) => `review-${reviewId}`;

export interface ReviewContent {
  reviewId: string;
  carId: string;
  bookingId: string | null;
  userId: string;
  userName: string | null;
  location: string | null;
  rating: number;
  comment: string;
  language: string;
}

export type ReviewPosted = DomainEvent<'ReviewPosted', ReviewContent & { postedAt: string }>;
export type ReviewEvent = ReviewPosted;
export const REVIEW_EVENT_TYPES: readonly ReviewEvent['type'][] = ['ReviewPosted'];

export type PostReview = { type: 'PostReview'; data: ReviewContent; metadata: { now: string } };

export type ReviewState = { status: 'none' } | { status: 'posted'; carId: string };

export const MAX_REVIEW_LENGTH = 2000;

export const reviewDecider: Decider<PostReview, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'posted', carId: event.data.carId }),
  decide(command, state) {
    if (state.status === 'posted') {
      throw new DomainError(
        'review_already_posted',
        'conflict',
        `Review ${command.data.reviewId} already exists`,
      );
    }
    const { rating, comment } = command.data;
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      throw new DomainError('invalid_rating', 'rule', 'A rating is a whole number from 1 to 5');
    }
    if (comment.length > MAX_REVIEW_LENGTH) {
      throw new DomainError(
        'comment_too_long',
        'rule',
        `A comment has at most ${MAX_REVIEW_LENGTH} characters`,
      );
    }
    return [{ type: 'ReviewPosted', data: { ...command.data, postedAt: command.metadata.now } }];
  },
};
