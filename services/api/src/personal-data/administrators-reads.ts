import {
  handleCommand,
  personalDataDecider,
  personalDataStreamName,
  type DataSubject,
  type PersonalDataRead,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';

/**
 * An administrator read these people's personal data (decision 99): recorded on each one's stream, shown in their
 * export. Reads of the same thing by the same administrator within a quarter of an hour are one read.
 */
export async function recordAdministratorRead(
  store: EventStore,
  read: {
    subjects: readonly DataSubject[];
    adminId: string;
    what: PersonalDataRead;
    reference: string;
    reason: string;
  },
  now: Date,
): Promise<void> {
  // Two administrators opening the same page together: each read is decided again on the fresh stream.
  for (const subject of new Set(read.subjects))
    await handleCommand(
      store,
      personalDataStreamName(subject),
      personalDataDecider,
      {
        type: 'RecordPersonalDataAccess',
        data: {
          subject,
          accessorId: read.adminId,
          accessorRole: 'admin',
          what: read.what,
          reference: read.reference,
          reason: read.reason,
        },
        metadata: { now: now.toISOString() },
      },
      { retries: 5 },
    );
}
