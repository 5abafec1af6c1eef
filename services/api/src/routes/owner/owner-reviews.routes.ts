import { handleCommand, reviewDecider, reviewStreamName } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { OwnerQueries } from '@grandtour/projections';
import {
  OWNER_REVIEW_SORT_FIELDS,
  OwnerReviewFilterSchema,
  OwnerReviewReplyRequestSchema,
  OwnerReviewSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { listQuerySchema, ownerOf, sendPage } from '../../plugins/owner-api.ts';

const ReviewIdParamsSchema = z.object({ id: z.uuid() });
const tags = ['owner'];

/** Reviews of the owner's cars, and the one public reply the owner may give to each (decision 33). */
export const ownerReviewsRoutes: FastifyPluginAsyncZod<{
  store: EventStore;
  owner: OwnerQueries;
  clock: () => Date;
}> = async (app, { store, owner, clock }) => {
  app.get(
    '/api/owner/reviews',
    {
      schema: {
        tags,
        summary:
          'Reviews of the owner’s cars (filter: q, carId, rating, replied, id; sort, range; Content-Range)',
        querystring: listQuerySchema(OwnerReviewFilterSchema, OWNER_REVIEW_SORT_FIELDS, [
          'createdAt',
          'DESC',
        ]),
        response: { 200: z.array(OwnerReviewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      return sendPage(
        reply,
        'reviews',
        range,
        await owner.listReviews(ownerOf(request).id, { sort, range, filter }),
      );
    },
  );

  app.get(
    '/api/owner/reviews/:id',
    {
      schema: {
        tags,
        summary: 'One review of one of the owner’s cars',
        params: ReviewIdParamsSchema,
        response: { 200: OwnerReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      (await owner.findReview(ownerOf(request).id, request.params.id)) ??
      sendError(reply, request, 404, 'review_not_found'),
  );

  app.put(
    '/api/owner/reviews/:id',
    {
      schema: {
        tags,
        summary:
          'Publish the owner’s reply (ReplyToReview): one per review, plain text, up to 2,000 characters',
        description:
          'react-admin sends the whole record: only `ownerReply` is read. A second reply is a 409 ' +
          'review_already_replied; another owner’s review a 404.',
        params: ReviewIdParamsSchema,
        body: OwnerReviewReplyRequestSchema,
        response: { 200: OwnerReviewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const reviewId = request.params.id;
      if (!(await owner.findReview(ownerId, reviewId)))
        return sendError(reply, request, 404, 'review_not_found');
      await handleCommand(
        store,
        reviewStreamName(reviewId),
        reviewDecider,
        {
          type: 'ReplyToReview',
          data: { reviewId, ownerId, reply: request.body.ownerReply },
          metadata: { now: clock().toISOString() },
        },
        // Two replies racing: the loser is decided again on the winner's reply and refused as a second one.
        { retries: 1 },
      );
      return (await owner.findReview(ownerId, reviewId))!;
    },
  );
};
