import { z } from 'zod';

/**
 * `POST /api/reviews`: the customer's review of a completed booking. Lengths here are only a ceiling against
 * abuse; the decider words the real rules (empty, too long, markup) in the visitor's language.
 */
export const PostReviewRequestSchema = z.strictObject({
  bookingId: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(10_000),
  userName: z.string().max(1000).nullish(),
  location: z.string().max(1000).nullish(),
  language: z.enum(['fr', 'en', 'es', 'de']).optional(),
});
export type PostReviewRequest = z.infer<typeof PostReviewRequestSchema>;

export const ReviewsOwnerParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** The owner's public answer to a review, shown under it. */
export const OwnerReplySchema = z.object({
  comment: z.string(),
  repliedAt: z.iso.datetime({ offset: true }),
});
export type OwnerReply = z.infer<typeof OwnerReplySchema>;
