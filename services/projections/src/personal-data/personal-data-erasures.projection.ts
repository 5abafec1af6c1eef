import { PERSONAL_DATA_EVENT_TYPES, type PersonalDataEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';

/** Each subject's erasure: requested, then erased (decision 99). */
export const personalDataErasuresProjection: Projection<PersonalDataEvent> = {
  name: 'personal_data_erasures',
  handles: PERSONAL_DATA_EVENT_TYPES,
  tables: ['personal_data_erasures'],
  async apply(event, sql) {
    if (event.type === 'PersonalDataErasureRequested') {
      const { subject, requestedBy, requestedAt } = event.data;
      await sql.query(
        `INSERT INTO personal_data_erasures (subject, status, requested_by, requested_at)
         VALUES ($1, 'requested', $2, $3) ON CONFLICT (subject) DO NOTHING`,
        [subject, requestedBy, requestedAt],
      );
    } else if (event.type === 'PersonalDataErased') {
      await sql.query(
        `UPDATE personal_data_erasures SET status = 'erased', erased_at = $2 WHERE subject = $1`,
        [event.data.subject, event.data.erasedAt],
      );
    }
  },
};
