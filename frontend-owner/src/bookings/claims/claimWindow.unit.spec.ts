import type { Claim, HandoverReport, TimelineStep } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { claimInPlay, claimWindow } from './claimWindow.ts';

const completed: TimelineStep = {
  kind: 'completed',
  occurredAt: '2026-12-10T09:00:00.000Z',
  amountCents: null,
  details: {},
};

describe('the owner’s window to claim damage', () => {
  it('runs a day from the sealed return report', () => {
    const report = { sealedAt: '2026-12-09T17:30:00.000Z' } as HandoverReport;
    expect(claimWindow(report, [completed])).toEqual({
      returnedAt: '2026-12-09T17:30:00.000Z',
      until: '2026-12-10T17:30:00.000Z',
    });
  });

  it('runs from the completion for a rental handed back without a report, and is shut before the return', () => {
    expect(claimWindow(null, [completed])?.until).toBe('2026-12-11T09:00:00.000Z');
    expect(claimWindow({ sealedAt: null } as HandoverReport, [])).toBeNull();
  });

  it('keeps a claim in play until an amount is agreed', () => {
    const statuses = [
      'open',
      'contested',
      'escalated',
      'accepted',
      'decided',
      'settled',
      'withdrawn',
    ] as const;
    expect(statuses.filter((status) => claimInPlay({ status } as Claim))).toEqual([
      'open',
      'contested',
      'escalated',
    ]);
  });
});
