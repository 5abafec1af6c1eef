import { describe, expect, it } from 'vitest';
import { createInProcessMessageBus } from './in-process-message-bus.ts';
import { describeMessageBusContract, noticeRecorder } from './message-bus.contract.ts';

describeMessageBusContract('in-process', async () => {
  const bus = createInProcessMessageBus({ onError: () => undefined });
  return { publisher: bus, other: bus, dispose: () => bus.close() };
});

describe('in-process message bus', () => {
  it('delivers after the publisher has returned, never inside its call', async () => {
    const bus = createInProcessMessageBus();
    const recorder = noticeRecorder();
    bus.subscribe('topic', recorder.subscriber);
    await bus.publish('topic', '1');
    expect(recorder.received).toEqual([]);
    await recorder.until(1);
    expect(recorder.received).toEqual(['1']);
    await bus.close();
  });

  it('delivers nothing once closed', async () => {
    const bus = createInProcessMessageBus();
    const recorder = noticeRecorder();
    bus.subscribe('topic', recorder.subscriber);
    await bus.publish('topic', 'before');
    await bus.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(recorder.received).toEqual([]);
  });
});
