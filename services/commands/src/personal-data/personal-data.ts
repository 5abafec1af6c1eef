import type { DomainEvent } from '@grandtour/event-store';
import type { LanguageCode } from '@grandtour/shared';
import type { Decider } from '../decider.ts';

/** A data subject (decision 99): an account, a browser's guest identity, or a message sent through the contact form. */
export type DataSubject = `user:${string}` | `guest:${string}` | `contact:${string}`;

/** The subject of a read model's user id: a guest's is already `guest:{uuid}`, an account's is its bare id. */
export const dataSubjectOf = (userId: string): DataSubject =>
  userId.startsWith('guest:') ? (userId as DataSubject) : `user:${userId}`;

export const personalDataStreamName = (subject: DataSubject) => `personalData-${subject}`;

/** What of a person's data was read: the driver's documents, a reported thread, an export made on request. */
export const PERSONAL_DATA_READS = ['driver-documents', 'reported-conversation', 'data-export'] as const;
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

export type PersonalDataEvent = PersonalDataAccessed | DataExportLinkRequested;
export const PERSONAL_DATA_EVENT_TYPES: readonly PersonalDataEvent['type'][] = [
  'PersonalDataAccessed',
  'DataExportLinkRequested',
];

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
export type PersonalDataCommand = RecordPersonalDataAccess | RequestDataExportLink;

/** A page an administrator keeps open refreshes: the same read again within this time is the same read. */
export const SAME_READ_WITHIN_MS = 15 * 60_000;

const readKey = ({ accessorId, what, reference }: Omit<PersonalDataAccessed['data'], 'at'>) =>
  `${accessorId}\0${what}\0${reference ?? ''}`;

/** Requests already made, so that a retried one sends no second e-mail; when each read was last recorded. */
export type PersonalDataState = {
  requestIds: ReadonlySet<string>;
  lastReads: ReadonlyMap<string, number>;
};

export const personalDataDecider: Decider<PersonalDataCommand, PersonalDataEvent, PersonalDataState> = {
  initialState: () => ({ requestIds: new Set(), lastReads: new Map() }),
  evolve(state, event) {
    if (event.type === 'PersonalDataAccessed')
      return {
        ...state,
        lastReads: new Map(state.lastReads).set(readKey(event.data), Date.parse(event.data.at)),
      };
    return { ...state, requestIds: new Set([...state.requestIds, event.data.requestId]) };
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordPersonalDataAccess': {
        const last = state.lastReads.get(readKey(command.data));
        if (last !== undefined && Date.parse(command.metadata.now) - last < SAME_READ_WITHIN_MS) return [];
        return [{ type: 'PersonalDataAccessed', data: { ...command.data, at: command.metadata.now } }];
      }
      case 'RequestDataExportLink':
        if (state.requestIds.has(command.data.requestId)) return [];
        return [
          { type: 'DataExportLinkRequested', data: { ...command.data, requestedAt: command.metadata.now } },
        ];
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
};
