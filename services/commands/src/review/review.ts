import {
  normaliseReviewText,
  reviewTextProblem,
  type ReviewTextField,
  type ReviewTextProblem,
} from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

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
/** The car owner's one public answer to a review. */
export type ReviewReplied = DomainEvent<
  'ReviewReplied',
  { reviewId: string; carId: string; ownerId: string; reply: string; repliedAt: string }
>;
export type ReviewEvent = ReviewPosted | ReviewReplied;
export const REVIEW_EVENT_TYPES: readonly ReviewEvent['type'][] = ['ReviewPosted', 'ReviewReplied'];

/** A review not tied to a booking of ours (the demo fleet's): published as given, after the same checks. */
export type PostReview = { type: 'PostReview'; data: ReviewContent; metadata: { now: string } };

/** The booking a customer reviews, as its own stream says now (null when there is no such booking). */
export interface ReviewedBooking {
  userId: string;
  carId: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
}

/** A customer's review of their rental; the review stream is named by the booking, so there is one per booking. */
export type ReviewBooking = {
  type: 'ReviewBooking';
  data: Omit<ReviewContent, 'carId' | 'bookingId'> & { bookingId: string };
  metadata: { now: string; booking: ReviewedBooking | null };
};

export type ReplyToReview = {
  type: 'ReplyToReview';
  data: { reviewId: string; ownerId: string; reply: string };
  metadata: { now: string };
};

export type ReviewCommand = PostReview | ReviewBooking | ReplyToReview;

export type ReviewState = { status: 'none' } | { status: 'posted'; carId: string; replied: boolean };

const TEXT_ERRORS: Record<ReviewTextProblem, { code: string; message: string }> = {
  required: { code: 'review_text_required', message: 'This text is required' },
  too_long: { code: 'review_text_too_long', message: 'This text is too long' },
  markup: { code: 'review_text_markup', message: 'HTML or other markup is not accepted' },
};

/** The text as it will be stored, or a refusal naming the field and what is wrong with it. */
function checkedText(field: ReviewTextField, text: string, required: boolean): string {
  const problem = reviewTextProblem(field, text, { required });
  if (problem) {
    const { code, message } = TEXT_ERRORS[problem];
    throw new DomainError(code, 'rule', `${field}: ${message}`, { field });
  }
  return normaliseReviewText(text);
}

const optionalText = (field: ReviewTextField, text: string | null) =>
  text === null ? null : checkedText(field, text, false) || null;

function checkedContent(content: ReviewContent): ReviewContent {
  if (!Number.isInteger(content.rating) || content.rating < 1 || content.rating > 5) {
    throw new DomainError('invalid_rating', 'rule', 'A rating is a whole number from 1 to 5');
  }
  return {
    ...content,
    comment: checkedText('comment', content.comment, true),
    userName: optionalText('userName', content.userName),
    location: optionalText('location', content.location),
  };
}

function refuseSecondReview(state: ReviewState, reviewId: string) {
  if (state.status === 'posted')
    throw new DomainError('review_already_posted', 'conflict', `Review ${reviewId} already exists`);
}

function decideBookingReview(command: ReviewBooking, state: ReviewState): ReviewEvent[] {
  const { booking, now } = command.metadata;
  const { bookingId, ...content } = command.data;
  // Someone else's booking is as absent as one that does not exist (as everywhere else in the API).
  if (!booking || booking.userId !== content.userId)
    throw new DomainError('booking_not_found', 'not_found', `Booking ${bookingId} not found`);
  refuseSecondReview(state, content.reviewId);
  if (booking.status !== 'completed')
    throw new DomainError(
      'review_booking_not_completed',
      'rule',
      'A booking can be reviewed once the rental is completed',
    );
  const checked = checkedContent({ ...content, carId: booking.carId, bookingId });
  return [{ type: 'ReviewPosted', data: { ...checked, postedAt: now } }];
}

function decideReply(command: ReplyToReview, state: ReviewState): ReviewEvent[] {
  const { reviewId, ownerId, reply } = command.data;
  if (state.status === 'none')
    throw new DomainError('review_not_found', 'not_found', `Review ${reviewId} not found`);
  if (state.replied)
    throw new DomainError('review_already_replied', 'conflict', 'This review already has its reply');
  const text = checkedText('reply', reply, true);
  return [
    {
      type: 'ReviewReplied',
      data: { reviewId, carId: state.carId, ownerId, reply: text, repliedAt: command.metadata.now },
    },
  ];
}

export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ReviewPosted':
        return { status: 'posted', carId: event.data.carId, replied: false };
      case 'ReviewReplied':
        return state.status === 'posted' ? { ...state, replied: true } : state;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PostReview':
        refuseSecondReview(state, command.data.reviewId);
        return [
          { type: 'ReviewPosted', data: { ...checkedContent(command.data), postedAt: command.metadata.now } },
        ];
      case 'ReviewBooking':
        return decideBookingReview(command, state);
      case 'ReplyToReview':
        return decideReply(command, state);
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
