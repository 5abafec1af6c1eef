import type { Booking } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { summariseReservations } from './summariseReservations.ts';

const booking = (fields: Partial<Booking>) =>
  ({
    status: 'confirmed',
    paymentStatus: 'paid',
    totalPrice: '4882.50',
    refundAmount: '0.00',
    ...fields,
  }) as Booking;

describe('the reservations page’s "total spent"', () => {
  it('counts a booking as soon as it is paid, to the cent', () => {
    expect(summariseReservations([booking({})]).stats.spentCents).toBe(488_250);
  });

  it('counts what a cancellation kept, and nothing of a hold never paid', () => {
    const { stats } = summariseReservations([
      booking({ status: 'completed', totalPrice: '1000.00' }),
      booking({ status: 'cancelled', paymentStatus: 'partially_refunded', refundAmount: '3417.75' }),
      booking({ status: 'cancelled', paymentStatus: 'refunded', refundAmount: '4882.50' }),
      booking({ status: 'cancelled', paymentStatus: 'pending', cancellationReason: 'hold_expired' }),
      booking({ status: 'pending', paymentStatus: 'pending' }),
    ]);
    expect(stats.spentCents).toBe(100_000 + 146_475);
    expect(stats).toMatchObject({ total: 5, active: 1, completed: 1 });
  });

  it('counts nothing of a request to book the owner has not accepted, even with its payment authorised', () => {
    const request = (status: NonNullable<Booking['request']>['status']) => ({
      status,
      respondBy: '2026-11-27T12:00:00.000Z',
      respondedAt: null,
      declineMessage: null,
    });
    const { stats } = summariseReservations([
      booking({ status: 'pending', paymentStatus: 'paid', request: request('awaiting_owner') }),
      booking({
        status: 'cancelled',
        paymentStatus: 'refunded',
        cancellationReason: 'request_declined',
        request: request('declined'),
      }),
      booking({
        status: 'cancelled',
        paymentStatus: 'pending',
        cancellationReason: 'request_expired',
        request: request('expired'),
      }),
      booking({ status: 'confirmed', totalPrice: '1000.00', request: request('accepted') }),
    ]);
    expect(stats.spentCents).toBe(100_000);
    expect(stats).toMatchObject({ total: 4, active: 2 });
  });
});
