import { describe, expect, it } from 'vitest';
import type { DepositScheduleFacts } from './deposit-schedule.ts';
import { defaultHoldExpiry, nextDepositStep } from './deposit-schedule.ts';

/** The Ferrari of the fixtures: picked up 10 March 2027 at 10:00 in Paris (09:00Z), returned 13 March. */
const booking: DepositScheduleFacts = {
  bookingStatus: 'confirmed',
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  completedAt: null,
  depositCents: 500_000,
  hold: null,
  olderHoldIds: [],
  failed: false,
  waived: false,
  settled: false,
  pickedUpAt: null,
};
const now = (iso: string) => new Date(iso);
const held = (expiresAt: string) => ({ hold: { holdId: 'hold_1', expiresAt } });

describe('the deposit schedule (decision 68)', () => {
  it('holds 24 hours before pickup, or at once when pickup is nearer', () => {
    expect(nextDepositStep(booking, now('2027-03-01T10:00:00Z'))).toEqual({
      kind: 'hold',
      at: '2027-03-09T09:00:00.000Z',
    });
    expect(nextDepositStep(booking, now('2027-03-09T20:00:00Z'))).toEqual({
      kind: 'hold',
      at: '2027-03-09T20:00:00.000Z',
    });
  });

  it('holds nothing for an unpaid, waived, refused or deposit-free booking', () => {
    const at = now('2027-03-09T10:00:00Z');
    expect(nextDepositStep({ ...booking, bookingStatus: 'pending' }, at)).toBeNull();
    expect(nextDepositStep({ ...booking, waived: true }, at)).toBeNull();
    expect(nextDepositStep({ ...booking, failed: true }, at)).toBeNull();
    expect(nextDepositStep({ ...booking, depositCents: 0 }, at)).toBeNull();
  });

  it('an off-session hold lasts 4 d 18 h, an on-session one 7 d, unless the provider says', () => {
    expect(defaultHoldExpiry(now('2027-03-09T09:00:00Z'), true)).toBe('2027-03-14T03:00:00.000Z');
    expect(defaultHoldExpiry(now('2027-03-09T09:00:00Z'), false)).toBe('2027-03-16T09:00:00.000Z');
  });

  it('renews 12 hours before expiry while the claim window may still be ahead', () => {
    // Held 9 March 09:00Z off-session, lapses 14 March 03:00Z; the window runs to 15 March 23:00Z at the earliest.
    expect(
      nextDepositStep({ ...booking, ...held('2027-03-14T03:00:00.000Z') }, now('2027-03-10T09:00:00Z')),
    ).toEqual({ kind: 'renew', at: '2027-03-13T15:00:00.000Z', holdId: 'hold_1' });
  });

  it('does not renew a hold that outlasts the claim window, and releases it 48 hours after completion', () => {
    const covering = { ...booking, ...held('2027-03-16T09:00:00.000Z') };
    expect(nextDepositStep(covering, now('2027-03-10T09:00:00Z'))).toBeNull();
    expect(
      nextDepositStep(
        { ...covering, bookingStatus: 'completed', completedAt: '2027-03-13T23:00:05.000Z' },
        now('2027-03-14T08:00:00Z'),
      ),
    ).toEqual({
      kind: 'release',
      at: '2027-03-15T23:00:05.000Z',
      holdId: 'hold_1',
      reason: 'claim_window_passed',
    });
  });

  it('renews before the release when the hold would lapse first', () => {
    const completed = {
      ...booking,
      ...held('2027-03-15T03:00:00.000Z'),
      bookingStatus: 'completed' as const,
      completedAt: '2027-03-13T23:00:00.000Z',
    };
    expect(nextDepositStep(completed, now('2027-03-14T08:00:00Z'))).toEqual({
      kind: 'renew',
      at: '2027-03-14T15:00:00.000Z',
      holdId: 'hold_1',
    });
    expect(nextDepositStep({ ...completed, claimOpen: true }, now('2027-03-14T08:00:00Z'))).toMatchObject({
      kind: 'renew',
    });
  });

  it('keeps the hold while a claim is open: no release, renewed before it lapses however long the claim lasts', () => {
    const claimed = {
      ...booking,
      ...held('2027-03-20T03:00:00.000Z'),
      bookingStatus: 'completed' as const,
      completedAt: '2027-03-13T23:00:00.000Z',
      claimOpen: true,
    };
    expect(nextDepositStep(claimed, now('2027-03-16T08:00:00Z'))).toEqual({
      kind: 'renew',
      at: '2027-03-19T15:00:00.000Z',
      holdId: 'hold_1',
    });
  });

  it('releases at once what a renewal replaced, and every hold of a cancelled booking', () => {
    const at = now('2027-03-12T08:00:00Z');
    expect(
      nextDepositStep({ ...booking, ...held('2027-03-17T03:00:00.000Z'), olderHoldIds: ['hold_0'] }, at),
    ).toEqual({ kind: 'release', at: at.toISOString(), holdId: 'hold_0', reason: 'renewed' });
    expect(
      nextDepositStep({ ...booking, ...held('2027-03-14T03:00:00.000Z'), bookingStatus: 'cancelled' }, at),
    ).toEqual({ kind: 'release', at: at.toISOString(), holdId: 'hold_1', reason: 'booking_cancelled' });
    expect(nextDepositStep({ ...booking, bookingStatus: 'cancelled' }, at)).toBeNull();
  });

  it('stops once the deposit is settled', () => {
    expect(nextDepositStep({ ...booking, settled: true }, now('2027-03-09T10:00:00Z'))).toBeNull();
  });
});

describe('the deposit schedule after a refused renewal', () => {
  it('waits for the customer instead of trying again every sweep', () => {
    expect(
      nextDepositStep(
        { ...booking, ...held('2027-03-14T03:00:00.000Z'), failed: true },
        now('2027-03-13T16:00:00Z'),
      ),
    ).toBeNull();
  });
});

describe('the return extras at the deposit’s end (decision 91)', () => {
  const completed = {
    ...booking,
    ...held('2027-03-16T09:00:00.000Z'),
    bookingStatus: 'completed' as const,
    completedAt: '2027-03-13T23:00:05.000Z',
  };
  const windowEnd = '2027-03-15T23:00:05.000Z';

  it('captures the extras from the hold instead of releasing it, when the claim window has passed', () => {
    const owing = { ...completed, extrasUnsettled: true, extrasDueCents: 18_000 };
    expect(nextDepositStep(owing, now('2027-03-14T08:00:00Z'))).toEqual({
      kind: 'capture_extras',
      at: windowEnd,
      holdId: 'hold_1',
    });
    // While a claim is open, its settlement takes them with it: the schedule only keeps the hold alive.
    expect(nextDepositStep({ ...owing, claimOpen: true }, now('2027-03-14T08:00:00Z'))).toMatchObject({
      kind: 'renew',
    });
  });

  it('settles them as they stand when no hold is left to take them from (waived, or already let go)', () => {
    const noHold = { ...completed, hold: null, waived: true, extrasUnsettled: true, extrasDueCents: 18_000 };
    expect(nextDepositStep(noHold, now('2027-03-14T08:00:00Z'))).toEqual({
      kind: 'settle_extras',
      at: windowEnd,
    });
    expect(nextDepositStep({ ...noHold, settled: true, waived: false }, now('2027-03-16T08:00:00Z'))).toEqual(
      { kind: 'settle_extras', at: '2027-03-16T08:00:00.000Z' },
    );
  });

  it('releases as before once the extras are paid or there were none', () => {
    expect(
      nextDepositStep(
        { ...completed, extrasUnsettled: true, extrasDueCents: 0 },
        now('2027-03-14T08:00:00Z'),
      ),
    ).toMatchObject({ kind: 'release', reason: 'claim_window_passed' });
    expect(nextDepositStep(completed, now('2027-03-14T08:00:00Z'))).toMatchObject({ kind: 'release' });
  });
});
