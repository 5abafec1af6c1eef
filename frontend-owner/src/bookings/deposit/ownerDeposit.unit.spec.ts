import { describe, expect, it } from 'vitest';
import { depositGuard, type OwnerDepositView } from './ownerDeposit.ts';

const deposit: OwnerDepositView = {
  status: 'scheduled',
  amountCents: 500_000,
  scheduledFor: '2026-12-09T09:00:00.000Z',
  heldAt: null,
  expiresAt: null,
  releasedAt: null,
  capturedCents: 0,
  failureMessage: null,
  method: 'card',
};
const booking = { startDate: '2026-12-10', status: 'confirmed' as const };
// Pickup is 10:00 in Paris (UTC+1 in December): 09:00 UTC.
const beforePickup = new Date('2026-12-10T08:59:00Z');
const atPickup = new Date('2026-12-10T09:00:00Z');

describe('depositGuard', () => {
  it('lets a held or waived deposit hand the car over, and nothing is left to waive', () => {
    for (const status of ['held', 'waived'] as const)
      expect(depositGuard({ ...deposit, status }, booking, atPickup)).toEqual({
        warning: null,
        secured: true,
        canWaive: false,
      });
  });

  it('warns of a refused deposit at once, and offers to waive it', () => {
    expect(depositGuard({ ...deposit, status: 'failed' }, booking, beforePickup)).toEqual({
      warning: 'failed',
      secured: false,
      canWaive: true,
    });
  });

  it('warns of a deposit still only scheduled once the 10:00 pickup (Paris) has come, not before', () => {
    expect(depositGuard(deposit, booking, beforePickup).warning).toBeNull();
    expect(depositGuard(deposit, booking, atPickup)).toEqual({
      warning: 'not_held_at_pickup',
      secured: false,
      canWaive: true,
    });
  });

  it('offers nothing on a booking that is not confirmed', () => {
    expect(depositGuard(deposit, { ...booking, status: 'cancelled' }, atPickup)).toEqual({
      warning: null,
      secured: false,
      canWaive: false,
    });
  });
});
