import { reviewBooking } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { ReviewQueries } from '@grandtour/projections';
import { PostReviewRequestSchema, ReviewSchema, ReviewsOwnerParamsSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferredLanguage } from '../../messages/api-messages.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { reviewIdForBooking } from './review-id.ts';

interface Dependencies {
  store: EventStore;
  reviews: ReviewQueries;
  clock: () => Date;
}

/** Customers review their completed rentals (decision 33); the car page reads reviews from the catalogue. */
export const reviewsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  app.post(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a completed booking of yours: one review per booking',
        description:
          'Only the customer of the booking (this browser, or the signed-in account) may review it, once the rental ' +
          'is completed. Someone else’s booking is a 404 booking_not_found; an unfinished one a 422 ' +
          'review_booking_not_completed; a second review a 409 review_already_posted. Texts are plain: empty, ' +
          'over-long or HTML texts are refused (422 review_text_required, review_text_too_long, review_text_markup, ' +
          'with details.field). An empty userName is shown as “Utilisateur”.',
        body: PostReviewRequestSchema,
        response: { 201: ReviewSchema, ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = (await app.resolveUserId(request, reply, 'guest'))!;
      const { bookingId, rating, comment, userName, location, language } = request.body;
      const reviewId = reviewIdForBooking(bookingId);
      await reviewBooking(
        deps.store,
        {
          reviewId,
          bookingId,
          userId,
          rating,
          comment,
          userName: userName ?? null,
          location: location ?? null,
          language: language ?? preferredLanguage(request.headers['accept-language']),
        },
        deps.clock(),
      );
      const review = await deps.reviews.findReview(reviewId);
      return review ? reply.status(201).send(review) : sendError(reply, request, 404, 'review_not_found');
    },
  );

  app.get(
    '/api/reviews/user/:userId',
    {
      schema: {
        tags: ['reviews'],
        summary: "The reviews of the visitor's bookings ('guest' = this browser or the signed-in account)",
        params: ReviewsOwnerParamsSchema,
        response: { 200: z.array(ReviewSchema), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const userId = await app.resolveUserId(request, reply, request.params.userId);
      if (!userId) return sendError(reply, request, 403, 'forbidden');
      return deps.reviews.reviewsOfUser(userId);
    },
  );
};
