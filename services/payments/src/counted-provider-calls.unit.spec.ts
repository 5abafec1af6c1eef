import { describe, expect, it } from 'vitest';
import { countProviderCalls } from './counted-provider-calls.ts';

function recorder() {
  const counts: string[] = [];
  return {
    counts,
    inc: (labels: { provider: string; operation: string; outcome: string }) =>
      counts.push(`${labels.provider} ${labels.operation} ${labels.outcome}`),
  };
}

const provider = {
  name: 'demo' as const,
  secret: 'kept',
  async capture(amount: number) {
    if (amount < 0) throw new Error('refused');
    return { captured: amount, by: this.name };
  },
  verifySignature: (body: string) => body === 'signed',
};

describe('countProviderCalls', () => {
  it('counts each asynchronous call by operation and outcome, and answers and throws as the provider does', async () => {
    const calls = recorder();
    const counted = countProviderCalls(provider, 'card', calls);
    expect(await counted.capture(100)).toEqual({ captured: 100, by: 'demo' });
    await expect(counted.capture(-1)).rejects.toThrow('refused');
    expect(calls.counts).toEqual(['card capture ok', 'card capture error']);
  });

  it('leaves fields and synchronous checks alone', () => {
    const calls = recorder();
    const counted = countProviderCalls(provider, 'card', calls);
    expect(counted.name).toBe('demo');
    expect(counted.secret).toBe('kept');
    expect(counted.verifySignature('signed')).toBe(true);
    expect(calls.counts).toEqual([]);
  });

  it('is the provider itself when metrics are off', () => {
    expect(countProviderCalls(provider, 'card', undefined)).toBe(provider);
  });
});
