import type { Decider } from '../decider.ts';
import type { ErasureRequester, PersonalDataEvent } from './personal-data-events.ts';

export type PersonalDataCommand =
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
  { status: 'kept' } | { status: 'erasure_requested'; requestedBy: ErasureRequester } | { status: 'erased' };

/**
 * A person's data, as a stream of requests and what was done with them (decision 99). Asking again while an erasure is
 * under way, or once it is done, changes nothing: the erasure is made once.
 */
export const personalDataDecider: Decider<PersonalDataCommand, PersonalDataEvent, PersonalDataState> = {
  initialState: () => ({ status: 'kept' }),
  evolve(state, event) {
    switch (event.type) {
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
