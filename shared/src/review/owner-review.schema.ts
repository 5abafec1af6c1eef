import { z } from 'zod';
import { editBody } from '../owner/edit-body.ts';

/** A review of one of the owner's cars, as the back office shows it; `ownerReply` is the one public answer. */
export const OwnerReviewSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  carBrand: z.string(),
  carModel: z.string(),
  bookingId: z.string().nullable(),
  userName: z.string().nullable(),
  location: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  ownerReply: z.string().nullable(),
  ownerRepliedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OwnerReview = z.infer<typeof OwnerReviewSchema>;

export const OwnerReviewFilterSchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(100)]).optional(),
  carId: z.uuid().optional(),
  replied: z.boolean().optional(),
  rating: z.number().int().min(1).max(5).optional(),
});
export type OwnerReviewFilter = z.infer<typeof OwnerReviewFilterSchema>;
export const OWNER_REVIEW_SORT_FIELDS = ['id', 'createdAt', 'rating', 'carModel'] as const;

/** `PUT /api/owner/reviews/:id`: only the reply is the owner's to write (the rest react-admin echoes is dropped). */
export const OwnerReviewReplyRequestSchema = editBody(
  { ownerReply: z.string().max(10_000) },
  Object.keys(OwnerReviewSchema.shape).filter((field) => field !== 'ownerReply'),
);
