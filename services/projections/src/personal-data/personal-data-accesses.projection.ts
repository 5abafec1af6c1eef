import {
  customerSubject,
  type DataSubject,
  type DriverDocumentViewed,
  type PersonalDataAccessed,
} from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';

type AccessEvent = PersonalDataAccessed | DriverDocumentViewed;

/**
 * Who read whose personal data (decision 99), for the person's export: the accesses recorded as such, and every view
 * of a driver's documents by an owner or an administrator, recorded since decision 84 on the driver's stream.
 */
export const personalDataAccessesProjection: Projection<AccessEvent> = {
  name: 'personal_data_accesses',
  handles: ['PersonalDataAccessed', 'DriverDocumentViewed'],
  tables: ['personal_data_accesses'],
  async apply(event, sql) {
    const row =
      event.type === 'PersonalDataAccessed'
        ? event.data
        : {
            subject: customerSubject(event.data.userId) as DataSubject,
            accessorId: event.data.viewerId,
            accessorRole: event.data.role,
            what: 'driver-documents',
            reference: event.data.kind,
            reason: event.data.bookingId ? `booking:${event.data.bookingId}` : null,
            at: event.data.at,
          };
    await sql.query(
      `INSERT INTO personal_data_accesses (id, subject, accessor_id, accessor_role, what, reference, reason, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [
        event.metadata.eventId,
        row.subject,
        row.accessorId,
        row.accessorRole,
        row.what,
        row.reference,
        row.reason,
        row.at,
      ],
    );
  },
};
