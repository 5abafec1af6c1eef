/**
 * How API nodes tell each other that something happened (decision 94): a notice on a topic reaches every
 * subscriber to that topic on every node. Notices are wake-ups, not data: a subscriber reads what changed from the
 * database itself, so a lost notice only delays it until the next one (or its own catch-up read). When the bus may
 * have lost notices (its connection dropped and came back), every subscriber is told to `resync`.
 */
export interface MessageBus {
  /** Which bus this is, for health and logs. */
  readonly kind: 'in-process' | 'postgres';
  /** Resolves once notices published from now on reach this node's subscribers. */
  ready(): Promise<void>;
  /** At most MAX_NOTICE_BYTES for topic and payload together (PostgreSQL's NOTIFY limit). */
  publish(topic: string, payload: string): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(topic: string, subscriber: Subscriber): () => void;
  close(): Promise<void>;
}

export interface Subscriber {
  notice(payload: string): void;
  /** Notices may have been lost: read what changed since your last read. */
  resync(): void;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the topic travels in it with a few bytes of JSON. */
export const MAX_NOTICE_BYTES = 7900;

export class NoticeTooLargeError extends Error {}

/** Any visible characters (a guest's key holds an e-mail address): the topic travels inside the payload. */
export const TOPIC = /^[^\s\p{Cc}]{1,400}$/u;

export function checkNotice(topic: string, payload: string) {
  if (!TOPIC.test(topic)) throw new Error(`Not a message bus topic: ${JSON.stringify(topic.slice(0, 80))}`);
  const bytes = Buffer.byteLength(topic) + Buffer.byteLength(payload);
  if (bytes > MAX_NOTICE_BYTES)
    throw new NoticeTooLargeError(`A notice holds at most ${MAX_NOTICE_BYTES} bytes (${bytes} given)`);
}
