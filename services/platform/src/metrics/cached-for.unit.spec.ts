import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-for.ts';

describe('cachedFor', () => {
  it('answers from one reading until it is older than the limit, and shares a reading under way', async () => {
    let reads = 0;
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const read = cachedFor(5_000, async () => ++reads);
      expect(await Promise.all([read(), read()])).toEqual([1, 1]);
      now += 4_999;
      expect(await read()).toBe(1);
      now += 1;
      expect(await read()).toBe(2);
    } finally {
      Date.now = realNow;
    }
  });

  it('does not keep a failed reading', async () => {
    let fail = true;
    const read = cachedFor(60_000, async () => {
      if (fail) throw new Error('database gone');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('database gone');
    fail = false;
    expect(await read()).toBe('ok');
  });
});
