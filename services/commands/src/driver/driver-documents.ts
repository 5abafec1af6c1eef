import type { DomainEvent } from '@grandtour/event-store';
import {
  DRIVER_DOCUMENT_KINDS,
  type DriverDocumentKind,
  type DriverRejectionReason,
  type DriverVerificationStatus,
} from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

/** One stream per driver (the booking's user: an account, or a guest browser), whatever the booking. */
export const driverStreamName = (userId: string) => `driver-${userId}`;

/** Who looked at or decided on documents: the booking's owner or an administrator. */
export type DocumentReviewer = { id: string; role: 'owner' | 'admin'; bookingId: string | null };

export type DriverDocumentUploaded = DomainEvent<
  'DriverDocumentUploaded',
  { userId: string; kind: DriverDocumentKind; sha256: string; contentType: string; uploadedAt: string }
>;
export type DriverDocumentViewed = DomainEvent<
  'DriverDocumentViewed',
  {
    userId: string;
    kind: DriverDocumentKind;
    viewerId: string;
    role: DocumentReviewer['role'];
    bookingId: string | null;
    at: string;
  }
>;
export type DriverDocumentsVerified = DomainEvent<
  'DriverDocumentsVerified',
  {
    userId: string;
    reviewerId: string;
    role: DocumentReviewer['role'];
    bookingId: string | null;
    licenceExpiresOn: string | null;
    at: string;
  }
>;
export type DriverDocumentsRejected = DomainEvent<
  'DriverDocumentsRejected',
  {
    userId: string;
    reviewerId: string;
    role: DocumentReviewer['role'];
    bookingId: string | null;
    reason: DriverRejectionReason;
    note: string | null;
    at: string;
  }
>;
/** Why documents went: their retention was over, or they moved to the account the guest signed in to. */
export type ErasureCause = 'retention' | 'claimed' | 'erasure';
export type DriverDocumentsErased = DomainEvent<
  'DriverDocumentsErased',
  { userId: string; kinds: DriverDocumentKind[]; cause: ErasureCause; at: string }
>;
export type DriverDocumentsEvent =
  | DriverDocumentUploaded
  | DriverDocumentViewed
  | DriverDocumentsVerified
  | DriverDocumentsRejected
  | DriverDocumentsErased;
export const DRIVER_DOCUMENTS_EVENT_TYPES: readonly DriverDocumentsEvent['type'][] = [
  'DriverDocumentUploaded',
  'DriverDocumentViewed',
  'DriverDocumentsVerified',
  'DriverDocumentsRejected',
  'DriverDocumentsErased',
];

export type UploadDriverDocument = {
  type: 'UploadDriverDocument';
  data: { userId: string; kind: DriverDocumentKind; sha256: string; contentType: string };
  metadata: { now: string };
};
export type RecordDriverDocumentView = {
  type: 'RecordDriverDocumentView';
  data: { userId: string; kind: DriverDocumentKind; viewer: DocumentReviewer };
  metadata: { now: string };
};
export type VerifyDriverDocuments = {
  type: 'VerifyDriverDocuments';
  data: { userId: string; reviewer: DocumentReviewer; licenceExpiresOn: string | null };
  metadata: { now: string };
};
export type RejectDriverDocuments = {
  type: 'RejectDriverDocuments';
  data: { userId: string; reviewer: DocumentReviewer; reason: DriverRejectionReason; note: string | null };
  metadata: { now: string };
};
export type EraseDriverDocuments = {
  type: 'EraseDriverDocuments';
  data: { userId: string; cause: ErasureCause };
  metadata: { now: string };
};
export type DriverDocumentsCommand =
  | UploadDriverDocument
  | RecordDriverDocumentView
  | VerifyDriverDocuments
  | RejectDriverDocuments
  | EraseDriverDocuments;

export type DriverDocumentsState = {
  /** The SHA-256 of each document kept, by kind. */
  documents: Partial<Record<DriverDocumentKind, string>>;
  status: DriverVerificationStatus;
  rejection: { reason: DriverRejectionReason; note: string | null } | null;
};

const kept = (state: DriverDocumentsState) => DRIVER_DOCUMENT_KINDS.filter((kind) => state.documents[kind]);

const notFound = () =>
  new DomainError('driver_documents_not_found', 'not_found', 'The driver has no such document');

function evolve(state: DriverDocumentsState, event: DriverDocumentsEvent): DriverDocumentsState {
  switch (event.type) {
    case 'DriverDocumentUploaded':
      return {
        documents: { ...state.documents, [event.data.kind]: event.data.sha256 },
        status: 'submitted',
        rejection: null,
      };
    case 'DriverDocumentViewed':
      return state;
    case 'DriverDocumentsVerified':
      return { ...state, status: 'verified', rejection: null };
    case 'DriverDocumentsRejected':
      return {
        ...state,
        status: 'rejected',
        rejection: { reason: event.data.reason, note: event.data.note },
      };
    case 'DriverDocumentsErased':
      return { documents: {}, status: 'none', rejection: null };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * A driver's documents (issue 22): a new upload asks for a new check; verifying needs all three; every view by an
 * owner or an administrator is a fact of its own; erasure leaves nothing to show or to decide on.
 */
function decide(command: DriverDocumentsCommand, state: DriverDocumentsState): DriverDocumentsEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'UploadDriverDocument': {
      const { userId, kind, sha256, contentType } = command.data;
      if (state.documents[kind] === sha256) return [];
      return [
        { type: 'DriverDocumentUploaded', data: { userId, kind, sha256, contentType, uploadedAt: now } },
      ];
    }
    case 'RecordDriverDocumentView': {
      const { userId, kind, viewer } = command.data;
      if (!state.documents[kind]) throw notFound();
      return [
        {
          type: 'DriverDocumentViewed',
          data: {
            userId,
            kind,
            viewerId: viewer.id,
            role: viewer.role,
            bookingId: viewer.bookingId,
            at: now,
          },
        },
      ];
    }
    case 'VerifyDriverDocuments': {
      const { userId, reviewer, licenceExpiresOn } = command.data;
      if (kept(state).length === 0) throw notFound();
      if (state.status === 'verified') return [];
      const missing = DRIVER_DOCUMENT_KINDS.filter((kind) => !state.documents[kind]);
      if (missing.length > 0)
        throw new DomainError('driver_documents_incomplete', 'rule', 'A document is missing', { missing });
      return [
        {
          type: 'DriverDocumentsVerified',
          data: {
            userId,
            reviewerId: reviewer.id,
            role: reviewer.role,
            bookingId: reviewer.bookingId,
            licenceExpiresOn,
            at: now,
          },
        },
      ];
    }
    case 'RejectDriverDocuments': {
      const { userId, reviewer, reason, note } = command.data;
      if (kept(state).length === 0) throw notFound();
      if (state.status === 'rejected' && state.rejection?.reason === reason && state.rejection.note === note)
        return [];
      return [
        {
          type: 'DriverDocumentsRejected',
          data: {
            userId,
            reviewerId: reviewer.id,
            role: reviewer.role,
            bookingId: reviewer.bookingId,
            reason,
            note,
            at: now,
          },
        },
      ];
    }
    case 'EraseDriverDocuments': {
      const kinds = kept(state);
      if (kinds.length === 0) return [];
      return [
        {
          type: 'DriverDocumentsErased',
          data: { userId: command.data.userId, kinds, cause: command.data.cause, at: now },
        },
      ];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const driverDocumentsDecider: Decider<
  DriverDocumentsCommand,
  DriverDocumentsEvent,
  DriverDocumentsState
> = {
  initialState: () => ({ documents: {}, status: 'none', rejection: null }),
  evolve,
  decide,
};
