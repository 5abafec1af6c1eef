import { describe, expect, it } from 'vitest';
import { createGate } from './processing-gate.ts';
import { createUploadAttempts } from './upload-attempts.ts';

describe('processing gate', () => {
  it('runs at most so many tasks at once, the others in their order', async () => {
    const run = createGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(index);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return index;
      }),
    );
    // Let the first two start, then end one task at a time.
    for (let ended = 0; ended < 5; ended++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees its place when a task fails', async () => {
    const run = createGate(1);
    await expect(run(() => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });
});

describe('upload attempts', () => {
  it('allows so many attempts an hour per owner, then says how long to wait', () => {
    const attempts = createUploadAttempts(2);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, minutes));
    expect(attempts.take('a', at(0))).toBe(0);
    expect(attempts.take('a', at(10))).toBe(0);
    expect(attempts.take('a', at(20))).toBe(40 * 60);
    expect(attempts.take('b', at(20))).toBe(0);
    expect(attempts.take('a', at(60))).toBe(0);
  });
});
