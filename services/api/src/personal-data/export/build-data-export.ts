import type { ObjectStore } from '@grandtour/platform';
import type { DriverDocumentKind, LanguageCode } from '@grandtour/shared';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { DocumentVault } from '../../driver-documents/document-vault.ts';
import { exportReadme, RETAINED_BY_LAW, type ExportFile } from './export-readme.ts';
import type { DataSubjectSet, PersonDataQueries } from './person-data-queries.ts';

export interface DataExportDependencies {
  queries: PersonDataQueries;
  vault: DocumentVault;
  objects: ObjectStore;
  clock: () => Date;
}

type Photo = { objectKey: string; sha256: string };
const fileNameOf = (objectKey: string) => objectKey.slice(objectKey.lastIndexOf('/') + 1);
// Counters and amounts read as int8 come as bigint: exported as the numbers they are.
const plainValue = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? (Number.isSafeInteger(Number(value)) ? Number(value) : String(value)) : value;
const json = (value: unknown) => strToU8(`${JSON.stringify(value, plainValue, 2)}\n`);

/** Photos of the person's conversations, by file name; the messages name them so. */
async function withPhotos(
  objects: ObjectStore,
  conversations: Awaited<ReturnType<PersonDataQueries['customerConversations']>>,
  files: Zippable,
) {
  const threads = [];
  for (const conversation of conversations) {
    const messages = [];
    for (const message of conversation.messages) {
      const photos = [];
      for (const photo of (message.photos ?? []) as Photo[]) {
        const name = fileNameOf(photo.objectKey);
        const stored = await objects.get(photo.objectKey);
        if (stored) files[`messages/photos/${name}`] = stored.bytes;
        photos.push({ fileName: name, sha256: photo.sha256, kept: stored !== null });
      }
      messages.push({ ...message, photos });
    }
    threads.push({ ...conversation, messages });
  }
  return threads;
}

/** The driver documents themselves, decrypted as the driver's own page serves them (decision 84). */
async function withDocuments(vault: DocumentVault, driverIds: readonly string[], files: Zippable) {
  const kept = [];
  for (const [index, userId] of driverIds.entries()) {
    for (const kind of await vault.kindsOf(userId)) {
      const document = await vault.get(userId, kind as DriverDocumentKind);
      if (!document) continue;
      const extension = document.contentType === 'application/pdf' ? 'pdf' : 'jpg';
      const name = `${driverIds.length > 1 ? `${index + 1}-` : ''}${kind}.${extension}`;
      files[`documents/${name}`] = document.bytes;
      kept.push({ kind, contentType: document.contentType, fileName: name });
    }
  }
  return kept;
}

/**
 * Everything the read models, the document vault and the object store hold about one person, as a ZIP of JSON and
 * files with a README in their language (GDPR art. 15 and 20; decision 99). Built from the read models, which hold
 * the values revealed: an erased one reads `ERASED` and is exported as is.
 */
export async function buildDataExport(
  deps: DataExportDependencies,
  subjects: DataSubjectSet,
  language: LanguageCode,
): Promise<Uint8Array> {
  const { queries } = deps;
  const now = deps.clock();
  const profile = subjects.accountId ? await queries.profile(subjects.accountId) : null;
  const isOwner = profile?.userType === 'owner';
  const files: Zippable = {};
  const data: Partial<Record<ExportFile, unknown>> = {};

  if (profile) data['profile.json'] = profile;
  data['bookings.json'] = await queries.bookings(subjects);
  data['handovers.json'] = await queries.handovers(subjects);
  data['payments.json'] = { ...(await queries.payments(subjects)), retainedByLaw: RETAINED_BY_LAW };
  data['messages.json'] = {
    asCustomer: await withPhotos(deps.objects, await queries.customerConversations(subjects), files),
    ...(isOwner
      ? {
          asOwner: await withPhotos(
            deps.objects,
            await queries.ownerConversations(subjects.accountId!),
            files,
          ),
        }
      : {}),
  };
  data['reviews.json'] = {
    written: await queries.reviews(subjects),
    ...(isOwner ? { repliesAsOwner: await queries.ownerReplies(subjects.accountId!) } : {}),
  };
  const verifications = await queries.driverVerifications(subjects);
  data['documents.json'] = {
    verifications,
    files: await withDocuments(
      deps.vault,
      verifications.map((verification) => verification.userId as string),
      files,
    ),
  };
  data['emails.json'] = await queries.emails(subjects);
  data['favourites.json'] = await queries.favourites(subjects);
  data['subscriptions.json'] = await queries.subscriptions(subjects);
  data['contact.json'] = await queries.contactMessages(subjects);
  data['access-log.json'] = await queries.accessLog(subjects);
  if (isOwner) data['owner.json'] = await queries.ownerRecords(subjects.accountId!);

  const names = Object.keys(data) as ExportFile[];
  for (const name of names) files[name] = json(data[name]);
  files['README.txt'] = strToU8(exportReadme(language, names, now));
  // Photos and documents are compressed already: stored as they are.
  return zipSync(files, { level: 6, mtime: now });
}
