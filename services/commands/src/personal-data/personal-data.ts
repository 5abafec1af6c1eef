import type { LanguageCode } from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { ErasureRequester, PersonalDataEvent } from './personal-data-events.ts';

/** How long an e-mailed link to confirm an erasure stays valid. */
export const ERASURE_CONFIRMATION_VALID_MS = 24 * 3_600_000;
/** Links e-mailed to one account in an hour, at most: the button cannot be turned into a mail bomb. */
export const ERASURE_CONFIRMATIONS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export type PersonalDataCommand =
  | {
      type: 'AskErasureConfirmation';
      data: { subject: string; userId: string; language: LanguageCode };
      metadata: { now: string };
    }
  | {
      type: 'RequestErasure';
      data: { subject: string; requestedBy: ErasureRequester; requesterId: string | null };
      metadata: { now: string };
    }
  | {
      type: 'RecordErasure';
      data: { subject: string; subjects: string[] };
      metadata: { now: string };
    }
  | {
      type: 'RecordAccess';
      data: {
        subject: string;
        accessorId: string;
        accessorRole: string;
        what: string;
        reason: string | null;
      };
      metadata: { now: string };
    };

export type PersonalDataState =
  | { status: 'kept'; confirmationsAskedAt: string[] }
  | { status: 'erasure_requested'; requestedBy: ErasureRequester }
  | { status: 'erased' };

/** 0 when one more confirmation link may be e-mailed now, else the seconds until one may. */
export function erasureConfirmationWaitSeconds(askedAt: readonly string[], now: Date): number {
  const recent = askedAt.map(Date.parse).filter((at) => at > now.getTime() - HOUR_MS);
  if (recent.length < ERASURE_CONFIRMATIONS_PER_HOUR) return 0;
  const oldestCounted = recent.sort((a, b) => a - b)[recent.length - ERASURE_CONFIRMATIONS_PER_HOUR]!;
  return Math.max(1, Math.ceil((oldestCounted + HOUR_MS - now.getTime()) / 1000));
}

/**
 * A person's data, as a stream of requests and what was done with them (decision 99). Asking again while an erasure is
 * under way, or once it is done, changes nothing: the erasure is made once.
 */
export const personalDataDecider: Decider<PersonalDataCommand, PersonalDataEvent, PersonalDataState> = {
  initialState: () => ({ status: 'kept', confirmationsAskedAt: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'PersonalDataErasureConfirmationRequested':
        return state.status === 'kept'
          ? { ...state, confirmationsAskedAt: [...state.confirmationsAskedAt, event.data.requestedAt] }
          : state;
      case 'PersonalDataErasureRequested':
        return state.status === 'erased'
          ? state
          : { status: 'erasure_requested', requestedBy: event.data.requestedBy };
      case 'PersonalDataErased':
        return { status: 'erased' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'AskErasureConfirmation': {
        // Already asked and confirmed, or done: no link is needed any more.
        if (state.status !== 'kept') return [];
        const retryAfterSeconds = erasureConfirmationWaitSeconds(state.confirmationsAskedAt, new Date(at));
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
        if (state.status !== 'kept') return [];
        return [{ type: 'PersonalDataErasureRequested', data: { ...command.data, requestedAt: at } }];
      case 'RecordErasure':
        if (state.status !== 'erasure_requested') return [];
        return [
          {
            type: 'PersonalDataErased',
            data: { ...command.data, requestedBy: state.requestedBy, erasedAt: at },
          },
        ];
      case 'RecordAccess':
        return [{ type: 'PersonalDataAccessed', data: { ...command.data, at } }];
    }
  },
};
