import type { DomainEvent } from '@grandtour/event-store';
import type { LanguageCode } from '@grandtour/shared';

/** A data subject's own stream: requests about their data and what was done (decision 99). */
export const personalDataStreamName = (subject: string) => `personalData-${subject}`;

export type ErasureRequester = 'self' | 'administrator' | 'retention';

/** Someone asked that a person's data be erased: the person (confirmed by e-mail), an administrator, or a retention rule. */
export type PersonalDataErasureRequested = DomainEvent<
  'PersonalDataErasureRequested',
  {
    subject: string;
    requestedBy: ErasureRequester;
    /** The administrator who acted, when one did. */
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

/** An administrator read a person's personal data (who, what, when): shown to the person in their export. */
export type PersonalDataAccessed = DomainEvent<
  'PersonalDataAccessed',
  {
    subject: string;
    accessorId: string;
    accessorRole: string;
    what: string;
    reason: string | null;
    at: string;
  }
>;

export type PersonalDataEvent =
  | PersonalDataErasureConfirmationRequested
  | PersonalDataErasureRequested
  | PersonalDataErased
  | PersonalDataAccessed;
export const PERSONAL_DATA_EVENT_TYPES: readonly PersonalDataEvent['type'][] = [
  'PersonalDataErasureConfirmationRequested',
  'PersonalDataErasureRequested',
  'PersonalDataErased',
  'PersonalDataAccessed',
];
