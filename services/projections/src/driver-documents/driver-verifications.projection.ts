import { DRIVER_DOCUMENTS_EVENT_TYPES, type DriverDocumentsEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';

type Row = {
  status: string;
  documents: { kind: string; contentType: string; uploadedAt: string }[];
  rejection_reason: string | null;
  rejection_note: string | null;
  decided_by: string | null;
  decided_at: string | Date | null;
  licence_expires_on: string | null;
  version: number;
};

const EMPTY: Row = {
  status: 'none',
  documents: [],
  rejection_reason: null,
  rejection_note: null,
  decided_by: null,
  decided_at: null,
  licence_expires_on: null,
  version: 0,
};

function next(row: Row, event: DriverDocumentsEvent): Row {
  switch (event.type) {
    case 'DriverDocumentUploaded': {
      const { kind, contentType, uploadedAt } = event.data;
      const documents = [
        ...row.documents.filter((document) => document.kind !== kind),
        { kind, contentType, uploadedAt },
      ];
      return { ...row, status: 'submitted', documents, rejection_reason: null, rejection_note: null };
    }
    case 'DriverDocumentViewed':
      return row;
    case 'DriverDocumentsVerified':
      return {
        ...row,
        status: 'verified',
        rejection_reason: null,
        rejection_note: null,
        decided_by: event.data.reviewerId,
        decided_at: event.data.at,
        licence_expires_on: event.data.licenceExpiresOn,
      };
    case 'DriverDocumentsRejected':
      return {
        ...row,
        status: 'rejected',
        rejection_reason: event.data.reason,
        rejection_note: event.data.note,
        decided_by: event.data.reviewerId,
        decided_at: event.data.at,
      };
    case 'DriverDocumentsErased':
      return { ...EMPTY, version: row.version };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Each driver's documents and the last decision on them, read by the driver, the owners and the retention step. */
export const driverVerificationsProjection: Projection<DriverDocumentsEvent> = {
  name: 'driver_verifications',
  handles: DRIVER_DOCUMENTS_EVENT_TYPES,
  tables: ['driver_verifications'],
  async apply(event, sql) {
    if (event.type === 'DriverDocumentViewed') return;
    const { rows } = await sql.query(
      `SELECT status, documents, rejection_reason, rejection_note, decided_by, decided_at, licence_expires_on, version
         FROM driver_verifications WHERE user_id = $1`,
      [event.data.userId],
    );
    const current = (rows[0] as Row | undefined) ?? EMPTY;
    if (current.version >= event.metadata.streamPosition) return;
    const row = next(current, event);
    await sql.query(
      `INSERT INTO driver_verifications (user_id, status, documents, rejection_reason, rejection_note, decided_by,
                                         decided_at, licence_expires_on, updated_at, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id) DO UPDATE SET status = $2, documents = $3, rejection_reason = $4, rejection_note = $5,
         decided_by = $6, decided_at = $7, licence_expires_on = $8, updated_at = $9, version = $10`,
      [
        event.data.userId,
        row.status,
        JSON.stringify(row.documents),
        row.rejection_reason,
        row.rejection_note,
        row.decided_by,
        row.decided_at,
        row.licence_expires_on,
        'at' in event.data ? event.data.at : event.data.uploadedAt,
        event.metadata.streamPosition,
      ],
    );
  },
};
