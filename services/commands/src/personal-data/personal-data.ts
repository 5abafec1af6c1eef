import type { LanguageCode } from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type {
  DataExportLinkRequested,
  ErasureRequester,
  PersonalDataAccessed,
  PersonalDataEvent,
} from './personal-data-events.ts';

/** How long an e-mailed link to confirm an erasure stays valid. */
export const ERASURE_CONFIRMATION_VALID_MS = 24 * 3_600_000;
/** Links e-mailed to one account in an hour, at most: the button cannot be turned into a mail bomb. */
export const ERASURE_CONFIRMATIONS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export type AskErasureConfirmation = {
  type: 'AskErasureConfirmation';
  data: { subject: string; userId: string; language: LanguageCode };
  metadata: { now: string };
};
export type RequestErasure = {
  type: 'RequestErasure';
  data: { subject: string; requestedBy: ErasureRequester; requesterId: string | null };
  metadata: { now: string };
};
export type RecordErasure = {
  type: 'RecordErasure';
  data: { subject: string; subjects: string[] };
  metadata: { now: string };
};
export type RecordPersonalDataAccess = {
  type: 'RecordPersonalDataAccess';
  data: Omit<PersonalDataAccessed['data'], 'at'>;
  metadata: { now: string };
};
export type RequestDataExportLink = {
  type: 'RequestDataExportLink';
  data: Omit<DataExportLinkRequested['data'], 'requestedAt'>;
  metadata: { now: string };
};
export type PersonalDataCommand =
  AskErasureConfirmation | RequestErasure | RecordErasure | RecordPersonalDataAccess | RequestDataExportLink;

/** A page an administrator keeps open refreshes: the same read again within this time is the same read. */
export const SAME_READ_WITHIN_MS = 15 * 60_000;

const readKey = ({ accessorId, what, reference }: Omit<PersonalDataAccessed['data'], 'at'>) =>
  `${accessorId}\0${what}\0${reference ?? ''}`;

export type PersonalDataState = {
  erasure: { status: 'none' } | { status: 'requested'; requestedBy: ErasureRequester } | { status: 'erased' };
  /** Export links already asked for, so that a retried request sends no second e-mail. */
  requestIds: ReadonlySet<string>;
  /** When each administrator's read was last recorded. */
  lastReads: ReadonlyMap<string, number>;
  /** When links to confirm an erasure were e-mailed: three an hour at most. */
  erasureLinksSentAt: readonly string[];
};

/** 0 when one more confirmation link may be e-mailed now, else the seconds until one may. */
export function erasureConfirmationWaitSeconds(sentAt: readonly string[], now: Date): number {
  const recent = sentAt.map(Date.parse).filter((at) => at > now.getTime() - HOUR_MS);
  if (recent.length < ERASURE_CONFIRMATIONS_PER_HOUR) return 0;
  const oldestCounted = recent.sort((a, b) => a - b)[recent.length - ERASURE_CONFIRMATIONS_PER_HOUR]!;
  return Math.max(1, Math.ceil((oldestCounted + HOUR_MS - now.getTime()) / 1000));
}

/**
 * A person's data, as a stream of requests and what was done with them (decision 99). Asking an erasure again while
 * it is under way, or once it is done, changes nothing: the erasure is made once.
 */
export const personalDataDecider: Decider<PersonalDataCommand, PersonalDataEvent, PersonalDataState> = {
  initialState: () => ({
    erasure: { status: 'none' },
    requestIds: new Set(),
    lastReads: new Map(),
    erasureLinksSentAt: [],
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'PersonalDataErasureConfirmationRequested':
        return { ...state, erasureLinksSentAt: [...state.erasureLinksSentAt, event.data.requestedAt] };
      case 'PersonalDataErasureRequested':
        return state.erasure.status === 'erased'
          ? state
          : { ...state, erasure: { status: 'requested', requestedBy: event.data.requestedBy } };
      case 'PersonalDataErased':
        return { ...state, erasure: { status: 'erased' } };
      case 'PersonalDataAccessed':
        return {
          ...state,
          lastReads: new Map(state.lastReads).set(readKey(event.data), Date.parse(event.data.at)),
        };
      case 'DataExportLinkRequested':
        return { ...state, requestIds: new Set([...state.requestIds, event.data.requestId]) };
    }
  },
  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'AskErasureConfirmation': {
        // Already asked and confirmed, or done: no link is needed any more.
        if (state.erasure.status !== 'none') return [];
        const retryAfterSeconds = erasureConfirmationWaitSeconds(state.erasureLinksSentAt, new Date(at));
        if (retryAfterSeconds > 0)
          throw new DomainError(
            'erasure_confirmation_rate_limited',
            'rule',
            'Too many confirmation e-mails in an hour',
            { retryAfterSeconds },
          );
        const expiresAt = new Date(Date.parse(at) + ERASURE_CONFIRMATION_VALID_MS).toISOString();
        return [
          {
            type: 'PersonalDataErasureConfirmationRequested',
            data: { ...command.data, requestedAt: at, expiresAt },
          },
        ];
      }
      case 'RequestErasure':
        if (state.erasure.status !== 'none') return [];
        return [{ type: 'PersonalDataErasureRequested', data: { ...command.data, requestedAt: at } }];
      case 'RecordErasure':
        if (state.erasure.status !== 'requested') return [];
        return [
          {
            type: 'PersonalDataErased',
            data: { ...command.data, requestedBy: state.erasure.requestedBy, erasedAt: at },
          },
        ];
      case 'RecordPersonalDataAccess': {
        const last = state.lastReads.get(readKey(command.data));
        if (last !== undefined && Date.parse(at) - last < SAME_READ_WITHIN_MS) return [];
        return [{ type: 'PersonalDataAccessed', data: { ...command.data, at } }];
      }
      case 'RequestDataExportLink':
        if (state.requestIds.has(command.data.requestId)) return [];
        return [{ type: 'DataExportLinkRequested', data: { ...command.data, requestedAt: at } }];
    }
  },
};
