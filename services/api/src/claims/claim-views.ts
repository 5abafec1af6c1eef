import type { ObjectStore } from '@grandtour/platform';
import type { ClaimFileRow, ClaimRecord } from '@grandtour/projections';
import type { AdminClaim, Claim } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-handler.ts';

const nameOf = (file: ClaimFileRow) => file.objectKey.slice(file.objectKey.lastIndexOf('/') + 1);

/** Every file of the claim: its photos, its estimate and the customer's photos. */
const filesOf = (record: ClaimRecord): ClaimFileRow[] => [
  ...record.photos,
  record.estimate,
  ...(record.contest?.photos ?? []),
];

/** The claim as a party sees it, its files addressed under `filesUrl` (a route that checks the caller). */
export function claimView(record: ClaimRecord, filesUrl: string): Claim {
  const file = (row: ClaimFileRow) => ({ url: `${filesUrl}/${nameOf(row)}`, sha256: row.sha256 });
  const { ownerId: _owner, customerId: _customer, carId: _car, ...claim } = record;
  return {
    ...claim,
    photos: record.photos.map(file),
    estimate: { ...file(record.estimate), contentType: record.estimate.contentType },
    contest: record.contest && { message: record.contest.message, photos: record.contest.photos.map(file) },
  };
}

export function adminClaimView(record: ClaimRecord): AdminClaim {
  const { ownerId, customerId, carId } = record;
  return { ...claimView(record, `/api/admin/claims/${record.id}/files`), ownerId, customerId, carId };
}

/** One of the claim's files, to a caller the route has already checked; never cached. */
export async function sendClaimFile(
  request: FastifyRequest,
  reply: FastifyReply,
  objects: ObjectStore,
  record: ClaimRecord,
  name: string,
) {
  const file = filesOf(record).find((row) => nameOf(row) === name);
  const stored = file && (await objects.get(file.objectKey));
  if (!stored) return sendError(reply, request, 404, 'not_found');
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .type(stored.contentType)
    .send(stored.bytes);
}
