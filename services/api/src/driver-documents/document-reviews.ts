import { bookingStreamName, DomainError, type DocumentReviewer } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { DriverVerificationQueries } from '@grandtour/projections';
import type { DriverInfo, RejectDriverDocumentsRequest } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-handler.ts';
import { onDriverStream } from './document-access.ts';

interface Dependencies {
  store: EventStore;
  verifications: DriverVerificationQueries;
  clock: () => Date;
}

/** The licence's expiry the customer gave when booking (issue 22), if they were asked. */
async function licenceExpiryOf(store: EventStore, bookingId: string | null): Promise<string | null> {
  if (!bookingId) return null;
  const { events } = await store.readStream(bookingStreamName(bookingId));
  for (const event of events) {
    const driver = (event.data as { driver?: DriverInfo }).driver;
    if (driver?.licenceExpiresOn) return driver.licenceExpiresOn;
  }
  return null;
}

/** Verify or reject a driver's documents, as an owner of one of their bookings or as an administrator. */
export async function reviewDocuments(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Dependencies,
  userId: string,
  reviewer: DocumentReviewer,
  decision: { verify: true } | ({ verify: false } & RejectDriverDocumentsRequest),
) {
  const now = deps.clock().toISOString();
  try {
    await onDriverStream(
      deps.store,
      userId,
      decision.verify
        ? {
            type: 'VerifyDriverDocuments',
            data: {
              userId,
              reviewer,
              licenceExpiresOn: await licenceExpiryOf(deps.store, reviewer.bookingId),
            },
            metadata: { now },
          }
        : {
            type: 'RejectDriverDocuments',
            data: { userId, reviewer, reason: decision.reason, note: decision.note || null },
            metadata: { now },
          },
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'driver_documents_not_found')
      return sendError(reply, request, 404, 'driver_documents_not_found');
    if (error instanceof DomainError && error.code === 'driver_documents_incomplete')
      return sendError(reply, request, 422, 'driver_documents_incomplete', error.details);
    throw error;
  }
  return reply.header('cache-control', 'no-store').send(await deps.verifications.statusOf(userId));
}
