import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NOTICE_BYTES, NoticeTooLargeError, type MessageBus } from './message-bus.ts';

export interface MessageBusUnderTest {
  /** The bus that publishes; `other` subscribes. Two nodes for a shared bus, the same one in-process. */
  publisher: MessageBus;
  other: MessageBus;
  dispose(): Promise<void>;
}

/** Notices a test waits for, without fixed sleeps: each `next()` resolves with the following one. */
export function noticeRecorder() {
  const received: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let resyncs = 0;
  const resyncWaiters: (() => void)[] = [];
  return {
    received,
    get resyncs() {
      return resyncs;
    },
    subscriber: {
      notice(payload: string) {
        received.push(payload);
        for (const waiter of waiting.filter((entry) => received.length >= entry.count)) waiter.resolve();
      },
      resync() {
        resyncs += 1;
        resyncWaiters.splice(0).forEach((resolve) => resolve());
      },
    },
    /** Resolves once `count` notices in all have arrived. */
    until(count: number) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push({ count, resolve }));
    },
    nextResync: () => new Promise<void>((resolve) => resyncWaiters.push(resolve)),
  };
}

/** What every MessageBus adapter must guarantee (decision 94). Run it from each adapter's own test file. */
export function describeMessageBusContract(name: string, open: () => Promise<MessageBusUnderTest>) {
  describe(`MessageBus contract: ${name}`, () => {
    let subject: MessageBusUnderTest;
    beforeAll(async () => {
      subject = await open();
      await subject.publisher.ready();
      await subject.other.ready();
    });
    afterAll(() => subject.dispose());

    it('delivers a notice to the subscribers of its topic only, in the order published', async () => {
      const owner = noticeRecorder();
      const customer = noticeRecorder();
      const stopOwner = subject.other.subscribe('conversations:owner:o-1', owner.subscriber);
      const stopCustomer = subject.other.subscribe(
        'conversations:customer:guest:a@b.fr',
        customer.subscriber,
      );
      await subject.publisher.publish('conversations:owner:o-1', '41');
      await subject.publisher.publish('conversations:customer:guest:a@b.fr', '41');
      await subject.publisher.publish('conversations:owner:o-1', '42');
      await owner.until(2);
      await customer.until(1);
      expect(owner.received).toEqual(['41', '42']);
      expect(customer.received).toEqual(['41']);
      stopOwner();
      stopCustomer();
    });

    it('stops delivering to a subscriber once unsubscribed, and keeps delivering to the others', async () => {
      const leaving = noticeRecorder();
      const staying = noticeRecorder();
      const leave = subject.other.subscribe('topic:shared', leaving.subscriber);
      const stay = subject.other.subscribe('topic:shared', staying.subscriber);
      await subject.publisher.publish('topic:shared', 'first');
      await Promise.all([leaving.until(1), staying.until(1)]);
      leave();
      await subject.publisher.publish('topic:shared', 'second');
      await staying.until(2);
      expect(leaving.received).toEqual(['first']);
      expect(staying.received).toEqual(['first', 'second']);
      stay();
    });

    it('keeps delivering when one subscriber throws', async () => {
      const healthy = noticeRecorder();
      const stopFaulty = subject.other.subscribe('topic:faulty', {
        notice: () => {
          throw new Error('subscriber bug');
        },
        resync: () => undefined,
      });
      const stopHealthy = subject.other.subscribe('topic:faulty', healthy.subscriber);
      await subject.publisher.publish('topic:faulty', 'x');
      await healthy.until(1);
      expect(healthy.received).toEqual(['x']);
      stopFaulty();
      stopHealthy();
    });

    it('carries a payload up to the limit and refuses a larger one before sending it', async () => {
      const recorder = noticeRecorder();
      const topic = 'topic:large';
      const stop = subject.other.subscribe(topic, recorder.subscriber);
      const room = MAX_NOTICE_BYTES - topic.length;
      const largest = 'é'.repeat(Math.floor(room / 2)) + 'a'.repeat(room % 2);
      await subject.publisher.publish(topic, largest);
      await recorder.until(1);
      expect(recorder.received[0]).toBe(largest);
      await expect(subject.publisher.publish(topic, `${largest}x`)).rejects.toThrow(NoticeTooLargeError);
      await expect(subject.publisher.publish('not a topic', '1')).rejects.toThrow(/Not a message bus topic/);
      stop();
    });
  });
}
