import { createHash } from 'node:crypto';
import type { EventStore } from '@grandtour/event-store';
import { onDriverStream } from './document-access.ts';
import type { DocumentContentType } from './document-codec.ts';
import type { DocumentVault } from './document-vault.ts';

/**
 * Signing in on a browser whose guest sent documents moves them to the account, as its bookings move (decision 84):
 * each kind the account does not have yet is sealed again under the account (the driver is bound to the
 * ciphertext), then the guest's are erased. A new upload on the account asks for a new check. Idempotent: a sign-in
 * interrupted halfway is finished by the next one.
 */
export async function claimDriverDocuments(
  deps: { store: EventStore; vault: DocumentVault },
  guestId: string,
  userId: string,
  now: Date,
) {
  const guestKinds = await deps.vault.kindsOf(guestId);
  if (guestKinds.length === 0) return;
  const accountKinds = new Set(await deps.vault.kindsOf(userId));
  for (const kind of guestKinds) {
    if (accountKinds.has(kind)) continue;
    const document = await deps.vault.get(guestId, kind);
    if (!document) continue;
    const prepared = {
      contentType: document.contentType as DocumentContentType,
      bytes: document.bytes,
      sha256: createHash('sha256').update(document.bytes).digest('hex'),
    };
    await deps.vault.put(userId, kind, prepared, now);
    await onDriverStream(deps.store, userId, {
      type: 'UploadDriverDocument',
      data: { userId, kind, sha256: prepared.sha256, contentType: prepared.contentType },
      metadata: { now: now.toISOString() },
    });
  }
  await onDriverStream(deps.store, guestId, {
    type: 'EraseDriverDocuments',
    data: { userId: guestId, cause: 'claimed' },
    metadata: { now: now.toISOString() },
  });
  await deps.vault.remove(guestId);
}
