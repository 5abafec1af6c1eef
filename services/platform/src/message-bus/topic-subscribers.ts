import type { Subscriber } from './message-bus.ts';

/** This node's subscribers by topic; one failing subscriber never keeps a notice from the others. */
export function createTopicSubscribers(onError: (error: unknown) => void) {
  const byTopic = new Map<string, Set<Subscriber>>();
  const safely = (call: () => void) => {
    try {
      call();
    } catch (error) {
      onError(error);
    }
  };
  return {
    add(topic: string, subscriber: Subscriber): () => void {
      const entry = { ...subscriber };
      const subscribers = byTopic.get(topic) ?? new Set();
      subscribers.add(entry);
      byTopic.set(topic, subscribers);
      return () => {
        subscribers.delete(entry);
        if (subscribers.size === 0 && byTopic.get(topic) === subscribers) byTopic.delete(topic);
      };
    },
    notice(topic: string, payload: string) {
      for (const subscriber of byTopic.get(topic) ?? []) safely(() => subscriber.notice(payload));
    },
    resyncAll() {
      for (const subscribers of byTopic.values())
        for (const subscriber of subscribers) safely(() => subscriber.resync());
    },
    get topics() {
      return byTopic.size;
    },
  };
}
