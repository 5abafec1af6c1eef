import { checkNotice, type MessageBus } from './message-bus.ts';
import { createTopicSubscribers } from './topic-subscribers.ts';

/**
 * The embedded single node's bus (npm start): PGlite has one session shared by every connection, so LISTEN/NOTIFY
 * is not dependable there, and there is no other node to reach. Notices are delivered on a later turn of the event
 * loop, as a real bus would, so a publisher never runs its subscribers inside its own call.
 */
export function createInProcessMessageBus(options: { onError?: (error: unknown) => void } = {}): MessageBus {
  const subscribers = createTopicSubscribers(options.onError ?? reportError);
  let closed = false;
  return {
    kind: 'in-process',
    ready: () => Promise.resolve(),
    async publish(topic, payload) {
      checkNotice(topic, payload);
      setImmediate(() => {
        if (!closed) subscribers.notice(topic, payload);
      });
    },
    subscribe: (topic, subscriber) => subscribers.add(topic, subscriber),
    async close() {
      closed = true;
    },
  };
}

const reportError = (error: unknown) =>
  console.error('Message bus subscriber failed:', error instanceof Error ? error.message : error);
