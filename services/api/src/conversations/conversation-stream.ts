import type { MessageRecord } from '@grandtour/projections';
import type { MessageBus } from '@grandtour/platform';
import type { ConversationParty } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { activityTableSource } from '../live/activity-table-source.ts';
import type { LiveEventSource } from '../live/event-stream.ts';
import { serveEventStream } from '../live/event-stream.ts';
import { conversationTopics, wakeUpsOn } from '../live/live-topics.ts';
import type { PartyCaller } from './conversation-access.ts';
import { messageView } from './conversation-views.ts';

/** Where the live streams read and hear of new activity (decision 95). */
export interface LiveConversations {
  bus: MessageBus;
  pool: pg.Pool;
  /** Prepared statements by name (a real server; PGlite shares one session). */
  named: boolean;
}

/** The activity as its viewer sees it: a message's photos as their URLs on the viewer's side, never object keys. */
function asSeenBy(source: LiveEventSource, party: ConversationParty): LiveEventSource {
  return {
    current: () => source.current(),
    async since(after, limit) {
      return (await source.since(after, limit)).map((activity) => {
        if (activity.event !== 'message') return activity;
        const { message } = activity.data as { message: Omit<MessageRecord, 'reports'> };
        return {
          ...activity,
          data: {
            conversationId: message.conversationId,
            message: messageView({ ...message, reports: [] }, party),
          },
        };
      });
    },
  };
}

/**
 * `GET …/messages/stream`: the caller's live activity over Server-Sent Events (`message`, `read`), resumable with
 * Last-Event-ID. A browser with no identity has no conversations: 204, which tells EventSource not to reconnect.
 */
export async function serveConversationStream(
  live: LiveConversations,
  caller: PartyCaller | null,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!caller) return reply.code(204).send();
  const owner = caller.party === 'owner';
  const source = activityTableSource(live.pool, {
    table: 'conversation_activity',
    viewerColumn: owner ? 'owner_id' : 'customer_key',
    viewer: caller.key,
    named: live.named,
  });
  return serveEventStream(request, reply, {
    source: asSeenBy(source, caller.party),
    wakeUps: wakeUpsOn(
      live.bus,
      owner ? conversationTopics.owner(caller.key) : conversationTopics.customer(caller.key),
    ),
    streams: request.server.liveStreams,
  });
}
