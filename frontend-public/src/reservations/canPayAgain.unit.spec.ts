import type { Booking } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { canPayAgain } from './canPayAgain.ts';

const now = new Date('2026-11-26T12:00:00.000Z');
const booking = (fields: Partial<Booking>) =>
  ({
    status: 'pending',
    paymentStatus: 'pending',
    holdExpiresAt: '2026-11-26T12:30:00.000Z',
    cancellationReason: null,
    request: null,
    ...fields,
  }) as Booking;
const request = (status: NonNullable<Booking['request']>['status']) => ({
  status,
  respondBy: status === 'awaiting_owner' ? '2026-11-27T11:00:00.000Z' : null,
  respondedAt: null,
  declineMessage: null,
});

describe('whether an unpaid booking can be paid again', () => {
  it('can while its dates are still held, and not once the hold ran out or it was paid', () => {
    expect(canPayAgain(booking({}), now)).toBe(true);
    expect(canPayAgain(booking({ holdExpiresAt: '2026-11-26T11:59:00.000Z' }), now)).toBe(false);
    expect(canPayAgain(booking({ status: 'confirmed', paymentStatus: 'paid' }), now)).toBe(false);
  });

  it('can for a request to book not yet paid, not for one whose payment waits for the owner (decision 85)', () => {
    expect(canPayAgain(booking({ request: request('awaiting_payment') }), now)).toBe(true);
    expect(canPayAgain(booking({ request: request('awaiting_owner') }), now)).toBe(false);
  });
});
