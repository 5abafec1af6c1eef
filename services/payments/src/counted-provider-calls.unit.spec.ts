import { PaymentProviderError } from '@grandtour/commands';
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
    if (amount < 0) throw new Error('unreachable');
    if (amount === 0)
      throw new PaymentProviderError('Your card was declined.', 'card_declined', 402, 'generic_decline');
    if (amount === 1) throw new PaymentProviderError('Stripe returned no client secret.', 'api_error', 502);
    return { captured: amount, by: this.name };
  },
  verifySignature: (body: string) => body === 'signed',
};

describe('countProviderCalls', () => {
  it('counts each asynchronous call by operation and outcome, and answers and throws as the provider does', async () => {
    const calls = recorder();
    const counted = countProviderCalls(provider, 'card', calls);
    expect(await counted.capture(100)).toEqual({ captured: 100, by: 'demo' });
    await expect(counted.capture(-1)).rejects.toThrow('unreachable');
    expect(calls.counts).toEqual(['card capture ok', 'card capture error']);
  });

  it('counts a payer-side refusal (a declined card) apart from a provider that fails', async () => {
    const calls = recorder();
    const counted = countProviderCalls(provider, 'card', calls);
    await expect(counted.capture(0)).rejects.toThrow('declined');
    await expect(counted.capture(1)).rejects.toThrow('client secret');
    expect(calls.counts).toEqual(['card capture refused', 'card capture error']);
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
