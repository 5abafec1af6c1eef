import type { ObjectStore } from '@grandtour/platform';
import type { DriverDocumentKind, LanguageCode } from '@grandtour/shared';
import { strToU8 } from 'fflate';
import type { DocumentVault } from '../../driver-documents/document-vault.ts';
import { exportReadme, RETAINED_BY_LAW, type ExportFile } from './export-readme.ts';
import type { DataSubjectSet, PersonDataQueries } from './person-data-queries.ts';
import type { ZipWriter } from './zip-writer.ts';

export interface DataExportDependencies {
  queries: PersonDataQueries;
  vault: DocumentVault;
  objects: ObjectStore;
  clock: () => Date;
}

type Conversations = Awaited<ReturnType<PersonDataQueries['customerConversations']>>;
type Photo = { objectKey: string; sha256: string };
const fileNameOf = (objectKey: string) => objectKey.slice(objectKey.lastIndexOf('/') + 1);
// Counters and amounts read as int8 come as bigint: exported as the numbers they are.
const plainValue = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? (Number.isSafeInteger(Number(value)) ? Number(value) : String(value)) : value;
const json = (value: unknown) => strToU8(`${JSON.stringify(value, plainValue, 2)}\n`);

/** Each conversation's photos, into the archive by file name; the messages name them so. */
async function withPhotos(objects: ObjectStore, conversations: Conversations, archive: ZipWriter) {
  const written = new Set<string>();
  const threads = [];
  for (const conversation of conversations) {
    const messages = [];
    for (const message of conversation.messages) {
      const photos = [];
      for (const photo of (message.photos ?? []) as Photo[]) {
        const name = fileNameOf(photo.objectKey);
        let kept = written.has(name);
        if (!kept) {
          const stored = await objects.get(photo.objectKey);
          if (stored) await archive.add(`messages/photos/${name}`, stored.bytes, false);
          kept = stored !== null;
          if (kept) written.add(name);
        }
        photos.push({ fileName: name, sha256: photo.sha256, kept });
      }
      messages.push({ ...message, photos });
    }
    threads.push({ ...conversation, messages });
  }
  return threads;
}

/** The driver documents themselves, decrypted as the driver's own page serves them (decision 84). */
async function withDocuments(vault: DocumentVault, driverIds: readonly string[], archive: ZipWriter) {
  const kept = [];
  for (const [index, userId] of driverIds.entries()) {
    for (const kind of await vault.kindsOf(userId)) {
      const document = await vault.get(userId, kind as DriverDocumentKind);
      if (!document) continue;
      const extension = document.contentType === 'application/pdf' ? 'pdf' : 'jpg';
      const name = `${driverIds.length > 1 ? `${index + 1}-` : ''}${kind}.${extension}`;
      await archive.add(`documents/${name}`, document.bytes, false);
      kept.push({ kind, contentType: document.contentType, fileName: name });
    }
  }
  return kept;
}

/**
 * Everything the read models, the document vault and the object store hold about one person (GDPR art. 15 and 20;
 * decision 99), in two steps: the read models are read first, so a failure there is an ordinary error answer; the
 * answer then streams the archive, the files fetched one by one, then the JSON and a README in their language. Built
 * from the read models, which hold the values revealed: an erased one reads `ERASED` and is exported as is.
 */
export async function prepareDataExport(
  deps: DataExportDependencies,
  subjects: DataSubjectSet,
  language: LanguageCode,
): Promise<(archive: ZipWriter) => Promise<void>> {
  const { queries } = deps;
  const profile = subjects.accountId ? await queries.profile(subjects.accountId) : null;
  const ownerId = profile?.userType === 'owner' ? subjects.accountId : null;
  const [customerConversations, ownerConversations, verifications] = await Promise.all([
    queries.customerConversations(subjects),
    ownerId ? queries.ownerConversations(ownerId) : null,
    queries.driverVerifications(subjects),
  ]);
  const data: Partial<Record<ExportFile, unknown>> = {};
  if (profile) data['profile.json'] = profile;
  data['bookings.json'] = await queries.bookings(subjects);
  data['handovers.json'] = await queries.handovers(subjects);
  data['payments.json'] = { ...(await queries.payments(subjects)), retainedByLaw: RETAINED_BY_LAW };
  data['reviews.json'] = {
    written: await queries.reviews(subjects),
    ...(ownerId ? { repliesAsOwner: await queries.ownerReplies(ownerId) } : {}),
  };
  data['emails.json'] = await queries.emails(subjects);
  data['favourites.json'] = await queries.favourites(subjects);
  data['subscriptions.json'] = await queries.subscriptions(subjects);
  data['contact.json'] = await queries.contactMessages(subjects);
  data['access-log.json'] = await queries.accessLog(subjects);
  if (ownerId) data['owner.json'] = await queries.ownerRecords(ownerId);

  return async (archive) => {
    data['messages.json'] = {
      asCustomer: await withPhotos(deps.objects, customerConversations, archive),
      ...(ownerConversations ? { asOwner: await withPhotos(deps.objects, ownerConversations, archive) } : {}),
    };
    const driverIds = verifications.map((verification) => verification.userId as string);
    data['documents.json'] = { verifications, files: await withDocuments(deps.vault, driverIds, archive) };
    const names = Object.keys(data) as ExportFile[];
    for (const name of names) await archive.add(name, json(data[name]), true);
    await archive.add('README.txt', strToU8(exportReadme(language, names, deps.clock())), true);
    archive.end();
  };
}
