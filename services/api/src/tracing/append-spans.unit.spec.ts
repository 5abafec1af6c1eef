import type { EventStore, Projection } from '@grandtour/event-store';
import { tracingActive } from '@grandtour/platform/tracing';
import { describe, expect, it } from 'vitest';
import { withAppendSpans, withApplySpans } from './append-spans.ts';

describe('append and projection spans with tracing off', () => {
  it('leave the store and the projections exactly as they were', () => {
    expect(tracingActive()).toBe(false);
    const store = { appendToStream: async () => ({ nextExpectedVersion: 1 }) } as unknown as EventStore;
    const projections = [
      { name: 'cars', handles: [], tables: [], apply: async () => undefined },
    ] as Projection[];
    expect(withAppendSpans(store)).toBe(store);
    expect(withApplySpans(projections)).toBe(projections);
  });
});
