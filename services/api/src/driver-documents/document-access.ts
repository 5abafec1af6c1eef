import {
  DomainError,
  driverDocumentsDecider,
  driverStreamName,
  handleCommand,
  type DocumentReviewer,
  type DriverDocumentsCommand,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { DriverDocumentKind } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-handler.ts';
import type { DocumentVault } from './document-vault.ts';

// Views and decisions of one driver arriving together: each is decided again on the stream's fresh state.
const RETRIES = 10;

/** A command on the driver's stream. */
export const onDriverStream = (store: EventStore, userId: string, command: DriverDocumentsCommand) =>
  handleCommand(store, driverStreamName(userId), driverDocumentsDecider, command, { retries: RETRIES });

/**
 * A document to someone entitled to it: never kept by a browser or a proxy, shown in the page (decision 84). A view
 * by an owner or an administrator is recorded first: no record, no bytes.
 */
export async function sendDriverDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { store: EventStore; vault: DocumentVault; clock: () => Date },
  userId: string,
  kind: DriverDocumentKind,
  viewer: DocumentReviewer | null,
) {
  const document = await deps.vault.get(userId, kind);
  if (!document) return sendError(reply, request, 404, 'driver_documents_not_found');
  if (viewer) {
    try {
      await onDriverStream(deps.store, userId, {
        type: 'RecordDriverDocumentView',
        data: { userId, kind, viewer },
        metadata: { now: deps.clock().toISOString() },
      });
    } catch (error) {
      if (error instanceof DomainError) return sendError(reply, request, 404, 'driver_documents_not_found');
      throw error;
    }
  }
  const extension = document.contentType === 'application/pdf' ? 'pdf' : 'jpg';
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', document.contentType)
    .header('content-disposition', `inline; filename="${kind}.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .send(document.bytes);
}
