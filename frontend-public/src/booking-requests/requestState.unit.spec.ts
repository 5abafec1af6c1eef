import type { Booking, BookingRequest } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { awaitsOwner, endedUncharged, requestStateOf } from './requestState.ts';

type RequestBooking = Pick<Booking, 'status' | 'cancellationReason' | 'request'>;

const request = (status: BookingRequest['status'], more: Partial<BookingRequest> = {}): BookingRequest => ({
  status,
  respondBy: null,
  respondedAt: null,
  declineMessage: null,
  ...more,
});
const booking = (more: Partial<RequestBooking>): RequestBooking => ({
  status: 'pending',
  cancellationReason: null,
  request: null,
  ...more,
});

describe('where a request to book stands, for its customer (decision 85)', () => {
  it('has no state of its own for an instant booking, paid or not', () => {
    expect(requestStateOf(booking({}))).toBeNull();
    expect(requestStateOf(booking({ status: 'confirmed', request: undefined }))).toBeNull();
    expect(requestStateOf(booking({ status: 'cancelled', cancellationReason: 'customer' }))).toBeNull();
  });

  it('waits for the owner until the deadline once the payment is authorised', () => {
    const respondBy = '2026-11-27T12:00:00.000Z';
    expect(requestStateOf(booking({ request: request('awaiting_owner', { respondBy }) }))).toEqual({
      kind: 'awaiting_owner',
      respondBy,
    });
  });

  it('is an ordinary unpaid booking before the payment, and an ordinary confirmed one once accepted', () => {
    expect(requestStateOf(booking({ request: request('awaiting_payment') }))).toBeNull();
    expect(requestStateOf(booking({ status: 'confirmed', request: request('accepted') }))).toBeNull();
    expect(requestStateOf(booking({ status: 'completed', request: request('accepted') }))).toBeNull();
  });

  it('gives the owner’s message with a decline, and none for a blank one', () => {
    const declined = (declineMessage: string | null) =>
      requestStateOf(
        booking({
          status: 'cancelled',
          cancellationReason: 'request_declined',
          request: request('declined', { declineMessage }),
        }),
      );
    expect(declined('  Déjà loué ce week-end. ')).toEqual({
      kind: 'declined',
      message: 'Déjà loué ce week-end.',
    });
    expect(declined('   ')).toEqual({ kind: 'declined', message: null });
    expect(declined(null)).toEqual({ kind: 'declined', message: null });
  });

  it('reads the cancellation reason when the request itself is not given', () => {
    const cancelled = (cancellationReason: Booking['cancellationReason']) =>
      requestStateOf(booking({ status: 'cancelled', cancellationReason }))?.kind;
    expect(cancelled('request_declined')).toBe('declined');
    expect(cancelled('request_expired')).toBe('expired');
    expect(cancelled('authorisation_lapsed')).toBe('lapsed');
    expect(cancelled('hold_expired')).toBeUndefined();
  });

  it('is withdrawn when the customer cancelled before the owner answered', () => {
    const cancelledBy = (status: BookingRequest['status']) =>
      requestStateOf(
        booking({ status: 'cancelled', cancellationReason: 'customer', request: request(status) }),
      );
    expect(cancelledBy('withdrawn')).toEqual({ kind: 'withdrawn' });
    expect(cancelledBy('awaiting_owner')).toEqual({ kind: 'withdrawn' });
    // A hold that ran out unpaid is an ordinary expired hold.
    expect(cancelledBy('awaiting_payment')).toBeNull();
    // Dates taken by someone else meanwhile: the platform's doing, not the customer's withdrawal.
    const taken = booking({
      status: 'cancelled',
      cancellationReason: 'schedule_conflict',
      request: request('awaiting_owner'),
    });
    expect(requestStateOf(taken)).toBeNull();
  });

  it('tells a request waiting for the owner, and one ended with nothing charged', () => {
    const waiting = booking({ request: request('awaiting_owner') });
    const expired = booking({
      status: 'cancelled',
      cancellationReason: 'request_expired',
      request: request('expired'),
    });
    const accepted = booking({ status: 'confirmed', request: request('accepted') });
    expect([waiting, expired, accepted].map(awaitsOwner)).toEqual([true, false, false]);
    expect([waiting, expired, accepted].map(endedUncharged)).toEqual([false, true, false]);
  });
});
