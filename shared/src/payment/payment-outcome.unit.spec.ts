import { describe, expect, it } from 'vitest';
import { paymentOutcomeOf, type PaidBooking } from './payment-outcome.ts';

const paid: PaidBooking = {
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentIntentId: 'pi_1',
  cancellationReason: null,
  refundAmount: '0.00',
};

describe('what became of a payment (decision 50)', () => {
  it('is confirmed when it paid a booking that stands, pending while the booking has no payment yet', () => {
    expect(paymentOutcomeOf(paid, 'pi_1')).toEqual({
      status: 'confirmed',
      refundReason: null,
      refundedAmount: null,
    });
    expect(paymentOutcomeOf({ ...paid, status: 'pending', paymentStatus: 'pending' }, 'pi_1').status).toBe(
      'pending',
    );
  });

  it('is refunded, with the reason, when it paid a booking that the platform or the customer called off', () => {
    const cancelled = (reason: PaidBooking['cancellationReason']) =>
      paymentOutcomeOf(
        {
          ...paid,
          status: 'cancelled',
          paymentStatus: 'refunded',
          cancellationReason: reason,
          refundAmount: '1234.50',
        },
        'pi_1',
      );
    expect(cancelled('schedule_conflict')).toEqual({
      status: 'refunded',
      refundReason: 'dates_taken',
      refundedAmount: '1234.50',
    });
    expect(cancelled('hold_expired').refundReason).toBe('hold_expired');
    expect(cancelled('customer').refundReason).toBe('booking_cancelled');
  });

  it('is refunded in full when another payment had already paid the booking', () => {
    expect(paymentOutcomeOf(paid, 'ORDER-2', 330_750)).toEqual({
      status: 'refunded',
      refundReason: 'already_paid',
      refundedAmount: '3307.50',
    });
    expect(paymentOutcomeOf(paid, 'ORDER-2').refundedAmount).toBeNull();
  });
});
