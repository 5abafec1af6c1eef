import type { LogPosition } from '@grandtour/event-store';
import type { MessageBus } from '@grandtour/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formatLivePosition,
  parseLivePosition,
  serveEventStream,
  type LiveEventSource,
  type WakeUps,
} from './event-stream.ts';

/**
 * The bus topics of the conversations' live streams (decision 94): one per party, so that a node wakes only the
 * streams a notice concerns. A notice's payload is the activity's position.
 */
export const conversationTopics = {
  owner: (ownerId: string) => `conversations:owner:${ownerId}`,
  /** `customerKey`: `user:{id}` or `guest:{lowercased e-mail}`, as in the conversation's id. */
  customer: (customerKey: string) => `conversations:customer:${customerKey}`,
};

/** Tells the streams of these topics, on every node, that activity up to `position` can be read. */
export async function announce(bus: MessageBus, topics: string[], position: LogPosition): Promise<void> {
  await Promise.all(topics.map((topic) => bus.publish(topic, formatLivePosition(position))));
}

/** A stream's wake-ups from one bus topic: a notice wakes it with its position, a resync wakes it to catch up. */
export function wakeUpsOn(bus: MessageBus, topic: string): WakeUps {
  return (wake) =>
    bus.subscribe(topic, {
      notice: (payload) => wake(parseLivePosition(payload) ?? undefined),
      resync: () => wake(),
    });
}

/**
 * A route handler serving one viewer's live stream: `viewer` answers the viewer's topic and event source (the
 * route's hooks have already checked who they are). Needs the `liveStreams` plugin registered.
 */
export function liveStreamHandler(options: {
  bus: MessageBus;
  viewer: (request: FastifyRequest) => { topic: string; source: LiveEventSource };
  heartbeatMs?: number;
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { topic, source } = options.viewer(request);
    return serveEventStream(request, reply, {
      source,
      wakeUps: wakeUpsOn(options.bus, topic),
      streams: request.server.liveStreams,
      heartbeatMs: options.heartbeatMs,
    });
  };
}
