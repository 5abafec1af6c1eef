import type { DomainEvent } from '@grandtour/event-store';
import type { LanguageCode } from '@grandtour/shared';

/** A data subject (decision 99): an account, a browser's guest identity, or a message sent through the contact form. */
export type DataSubject = `user:${string}` | `guest:${string}` | `contact:${string}`;

/** A data subject's own stream: requests about their data and what was done (decision 99). */
export const personalDataStreamName = (subject: string) => `personalData-${subject}`;

export type ErasureRequester = 'self' | 'administrator' | 'retention';

/** Someone asked that a person's data be erased: the person (confirmed by e-mail), an administrator, or a retention rule. */
export type PersonalDataErasureRequested = DomainEvent<
  'PersonalDataErasureRequested',
  {
    subject: string;
    requestedBy: ErasureRequester;
    /** The administrator who acted, or the account that asked, when one did. */
    requesterId: string | null;
    requestedAt: string;
  }
>;

/**
 * A signed-in person asked to erase their account: a link to confirm it is e-mailed to the account's address, valid
 * until `expiresAt`. The link's token is not here: it is a signature the e-mail's renderer and the API compute from
 * the account and the expiry, so nothing in the log can confirm an erasure.
 */
export type PersonalDataErasureConfirmationRequested = DomainEvent<
  'PersonalDataErasureConfirmationRequested',
  {
    subject: string;
    userId: string;
    language: LanguageCode;
    requestedAt: string;
    expiresAt: string;
  }
>;

/** The subject's keys are destroyed: what the log held of them reads as erased from now on. */
export type PersonalDataErased = DomainEvent<
  'PersonalDataErased',
  {
    subject: string;
    /** The subject and the guest or contact identities merged into it, all erased. */
    subjects: string[];
    requestedBy: ErasureRequester;
    erasedAt: string;
  }
>;

/** What of a person's data was read: documents, a reported thread, a claim, a booking's history, an export. */
export const PERSONAL_DATA_READS = [
  'driver-documents',
  'reported-conversation',
  'claim',
  'booking-history',
  'data-export',
] as const;
export type PersonalDataRead = (typeof PERSONAL_DATA_READS)[number];

/** Someone other than the person read their personal data (decision 99): who, what and when, shown in their export. */
export type PersonalDataAccessed = DomainEvent<
  'PersonalDataAccessed',
  {
    subject: DataSubject;
    accessorId: string;
    accessorRole: 'admin';
    what: PersonalDataRead;
    /** What was opened (a conversation's id, a document's kind), when it names one. */
    reference: string | null;
    reason: string | null;
    at: string;
  }
>;

/** A guest asked for their data by e-mail: the workers send a signed link, valid 24 hours, to that address. */
export type DataExportLinkRequested = DomainEvent<
  'DataExportLinkRequested',
  { subject: DataSubject; email: string; language: LanguageCode; requestId: string; requestedAt: string }
>;

export type PersonalDataEvent =
  | PersonalDataErasureConfirmationRequested
  | PersonalDataErasureRequested
  | PersonalDataErased
  | PersonalDataAccessed
  | DataExportLinkRequested;
export const PERSONAL_DATA_EVENT_TYPES: readonly PersonalDataEvent['type'][] = [
  'PersonalDataErasureConfirmationRequested',
  'PersonalDataErasureRequested',
  'PersonalDataErased',
  'PersonalDataAccessed',
  'DataExportLinkRequested',
];
