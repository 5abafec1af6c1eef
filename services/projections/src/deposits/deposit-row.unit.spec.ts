import type { BookingEvent } from '@grandtour/commands';
import { describe, expect, it } from 'vitest';
import type { DepositRow } from './deposit-row.ts';
import { evolveDepositRow } from './deposit-row.ts';

const bookingId = '00000000-0000-4000-8000-000000000001';
const quote = { depositCents: 500_000 } as never;
const created = {
  type: 'BookingCreated',
  data: {
    bookingId,
    ownerId: 'owner-1',
    startDate: '2027-03-10',
    endDate: '2027-03-13',
    quote,
    createdAt: '2027-03-01T10:00:00.000Z',
  },
} as unknown as BookingEvent;
const confirmed = {
  type: 'BookingConfirmed',
  data: { bookingId, confirmedAt: '2027-03-01T10:05:00.000Z' },
} as unknown as BookingEvent;
const held = (holdId: string, heldAt: string, expiresAt: string, sequence: number): BookingEvent => ({
  type: 'DepositHeld',
  data: {
    bookingId,
    provider: 'demo',
    method: 'card',
    holdId,
    amountCents: 500_000,
    expiresAt,
    offSession: true,
    sequence,
    heldAt,
  },
});
const released = (
  holdId: string,
  reason: 'renewed' | 'claim_window_passed',
  releasedAt: string,
): BookingEvent => ({
  type: 'DepositReleased',
  data: { bookingId, holdId, amountCents: 500_000, reason, releasedAt },
});
const fold = (events: BookingEvent[]) =>
  events.reduce<DepositRow | null>((row, event) => evolveDepositRow(row, event) ?? row, null)!;

describe('the deposits read model', () => {
  it('schedules the hold a day before the 10:00 pickup once the booking is confirmed', () => {
    expect(fold([created])).toMatchObject({ status: 'scheduled', nextStep: null });
    expect(fold([created, confirmed])).toMatchObject({
      status: 'scheduled',
      amountCents: 500_000,
      nextStep: 'hold',
      nextStepAt: '2027-03-09T09:00:00.000Z',
    });
  });

  it('follows a renewal: the newer hold in place, the older one released at once, then nothing until renewal', () => {
    const first = held('h1', '2027-03-09T09:00:00.000Z', '2027-03-14T03:00:00.000Z', 1);
    const second = held('h2', '2027-03-13T15:00:00.000Z', '2027-03-18T09:00:00.000Z', 2);
    expect(fold([created, confirmed, first])).toMatchObject({
      status: 'held',
      holdId: 'h1',
      nextStep: 'renew',
      nextStepAt: '2027-03-13T15:00:00.000Z',
    });
    expect(fold([created, confirmed, first, second])).toMatchObject({
      holdId: 'h2',
      olderHoldIds: ['h1'],
      nextStep: 'release',
      nextStepAt: '2027-03-13T15:00:00.000Z',
    });
    const after = fold([
      created,
      confirmed,
      first,
      second,
      released('h1', 'renewed', '2027-03-13T15:00:01.000Z'),
    ]);
    expect(after).toMatchObject({
      status: 'held',
      holdId: 'h2',
      olderHoldIds: [],
      nextStep: null,
      settled: false,
    });
  });

  it('an open damage claim keeps the hold past the claim window; its settlement or withdrawal lets it go', () => {
    const completed = {
      type: 'BookingCompleted',
      data: { bookingId, completedAt: '2027-03-14T00:00:00.000Z' },
    } as unknown as BookingEvent;
    const claim = { bookingId, claimId: 'c1', ownerId: 'owner-1' };
    const opened = {
      type: 'ClaimOpened',
      data: { ...claim, openedAt: '2027-03-14T10:00:00.000Z' },
    } as unknown as BookingEvent;
    const withdrawn: BookingEvent = {
      type: 'ClaimWithdrawn',
      data: { ...claim, withdrawnAt: '2027-03-17T00:00:00.000Z' },
    };
    const hold = held('h1', '2027-03-13T09:00:00.000Z', '2027-03-18T03:00:00.000Z', 1);
    const before = fold([created, confirmed, hold, completed]);
    expect(before).toMatchObject({
      claimOpen: false,
      nextStep: 'release',
      nextStepAt: '2027-03-16T00:00:00.000Z',
    });
    const open = fold([created, confirmed, hold, completed, opened]);
    expect(open).toMatchObject({
      claimOpen: true,
      nextStep: 'renew',
      nextStepAt: '2027-03-17T15:00:00.000Z',
    });
    expect(fold([created, confirmed, hold, completed, opened, withdrawn])).toMatchObject({
      claimOpen: false,
      nextStep: 'release',
      nextStepAt: '2027-03-17T00:00:00.000Z',
    });
  });

  it('a replayed event changes nothing', () => {
    const first = held('h1', '2027-03-09T09:00:00.000Z', '2027-03-14T03:00:00.000Z', 1);
    const row = fold([created, confirmed, first]);
    expect(evolveDepositRow(row, first)).toBeNull();
    const end = fold([
      created,
      confirmed,
      first,
      released('h1', 'claim_window_passed', '2027-03-16T00:00:00.000Z'),
    ]);
    expect(end).toMatchObject({ status: 'released', settled: true, nextStep: null });
    expect(
      evolveDepositRow(end, released('h1', 'claim_window_passed', '2027-03-16T00:00:00.000Z')),
    ).toBeNull();
  });

  it('a refusal is "failed" with the provider words, and nothing is planned until the customer acts', () => {
    const failed: BookingEvent = {
      type: 'DepositHoldFailed',
      data: {
        bookingId,
        provider: 'demo',
        method: 'card',
        sequence: 1,
        message: 'Your card has insufficient funds.',
        declineCode: 'insufficient_funds',
        failedAt: '2027-03-09T09:00:00.000Z',
      },
    };
    expect(fold([created, confirmed, failed])).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card has insufficient funds.',
      nextStep: null,
    });
  });
});
