import { readEventLog, type LogPosition, type RecordedEvent } from '@grandtour/event-store';
import type { PersonalDataCodec } from '@grandtour/platform';
import type pg from 'pg';

export interface SealLogReport {
  events: number;
  sealed: number;
}

type Data = Record<string, unknown>;

/**
 * What events written before decision 99 lack to name whose data they carry, taken from their stream's earlier events
 * (read in the log's order): a message's author and a report's reporter as subjects, and the contact message an e-mail
 * about it answered (its delivery id starts with the contact event's id).
 */
function subjectContext() {
  const conversations = new Map<string, { customerKey: string; ownerId: string }>();
  const contacts = new Map<string, string>();
  const partyKey = (conversationId: string, party: unknown) => {
    const conversation = conversations.get(conversationId);
    if (!conversation) return undefined;
    return party === 'owner' ? `user:${conversation.ownerId}` : conversation.customerKey;
  };
  return {
    complete(event: RecordedEvent): RecordedEvent {
      const data = event.data as Data;
      switch (event.type) {
        case 'ConversationStarted':
          conversations.set(String(data.conversationId), {
            customerKey: String(data.customerKey),
            ownerId: String(data.ownerId),
          });
          return event;
        case 'ConversationClaimed': {
          const conversation = conversations.get(String(data.conversationId));
          if (conversation) conversation.customerKey = String(data.customerKey);
          return event;
        }
        case 'ContactMessageReceived':
          contacts.set(event.metadata.eventId, `contact:${String(data.messageId)}`);
          return event;
        case 'MessagePosted': {
          if (data.authorKey) return event;
          const authorKey = partyKey(String(data.conversationId), data.author);
          return authorKey ? { ...event, data: { ...data, authorKey } } : event;
        }
        case 'MessageReported': {
          if (data.reporterKey) return event;
          const reporterKey = partyKey(String(data.conversationId), data.party);
          return reporterKey ? { ...event, data: { ...data, reporterKey } } : event;
        }
        case 'NotificationSent': {
          if (data.subject) return event;
          const subject = contacts.get(String(data.deliveryId).split(':')[0]!);
          return subject ? { ...event, data: { ...data, subject } } : event;
        }
        default:
          return event;
      }
    },
  };
}

/**
 * Brings the events written before personal data was sealed under the scheme (decision 100): each is completed with
 * the subjects it lacks, its personal fields sealed, and its row rewritten in place, page by page in the log's order.
 * Ids, streams, versions and positions stay. Sealed values are left alone, so running it again changes nothing, and
 * it may run while the marketplace does (new events arrive sealed). At the end the table is rewritten (VACUUM FULL)
 * so that no old version of a row keeps the plain text on disk.
 */
export async function sealLog(
  pool: pg.Pool,
  codec: PersonalDataCodec,
  options: { pageSize?: number; onPage?(report: SealLogReport): void } = {},
): Promise<SealLogReport> {
  const pageSize = options.pageSize ?? 2000;
  const context = subjectContext();
  const report: SealLogReport = { events: 0, sealed: 0 };
  let after: LogPosition | undefined;
  for (;;) {
    const page = await readEventLog(pool, { after, limit: pageSize, gapFree: false });
    if (page.length === 0) break;
    const completed = page.map((event) => context.complete(event));
    const sealed = await codec.seal(completed);
    const changed = sealed.filter(
      (event, index) => JSON.stringify(event.data) !== JSON.stringify(page[index]!.data),
    );
    if (changed.length > 0)
      await pool.query(
        `UPDATE emt_messages AS m SET message_data = u.data
           FROM unnest($1::text[], $2::jsonb[]) AS u(id, data)
          WHERE m.message_id = u.id AND m.partition = 'emt:default'`,
        [changed.map((event) => event.metadata.eventId), changed.map((event) => JSON.stringify(event.data))],
      );
    report.events += page.length;
    report.sealed += changed.length;
    options.onPage?.(report);
    after = page.at(-1)!.metadata.logPosition;
  }
  if (report.sealed > 0) await pool.query('VACUUM FULL emt_messages');
  return report;
}
