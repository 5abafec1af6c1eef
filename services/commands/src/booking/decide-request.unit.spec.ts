import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingCreated, BookingEvent } from './booking.ts';
import { at, created, ids, supercarRequirements, TOTAL, termsWithDriver } from './booking.spec-fixtures.ts';
import type { BookingCommand } from './decide-booking.ts';
import { bookingDecider } from './decide-booking.ts';
import type { RequestAuthorisation } from './request-events.ts';

const given = specFor(bookingDecider);
const requestTerms = {
  ...termsWithDriver(),
  driverRequirements: { ...supercarRequirements, bookingMode: 'request' as const },
};
const requested: BookingCreated = { type: 'BookingCreated', data: { ...created.data, ...requestTerms } };
const authorisation: RequestAuthorisation = {
  provider: 'demo',
  method: 'card',
  paymentIntentId: 'pi_1',
  authorisationId: 'pi_1',
  amountCents: TOTAL,
};
const AUTHORISED_AT = '2027-03-01T10:05:00.000Z';
const RESPOND_BY = '2027-03-02T10:05:00.000Z';
const authorised: BookingEvent = {
  type: 'PaymentAuthorised',
  data: {
    ...ids,
    ...authorisation,
    providerEventId: 'evt_1',
    authorisedAt: AUTHORISED_AT,
    respondBy: RESPOND_BY,
  },
};
const accepted: BookingEvent = {
  type: 'BookingRequestAccepted',
  data: { ...ids, acceptedAt: '2027-03-01T12:00:00.000Z' },
};
const authorise = (data = authorisation, providerEventId: string | null = 'evt_1'): BookingCommand => ({
  type: 'RecordPaymentAuthorisation',
  data: { ...data, providerEventId },
  ...at(AUTHORISED_AT),
});
const accept = (now = '2027-03-01T12:00:00.000Z', ownerId = ids.ownerId): BookingCommand => ({
  type: 'AcceptBookingRequest',
  data: { ownerId },
  ...at(now),
});
const decline = (now = '2027-03-01T12:00:00.000Z', ownerId = ids.ownerId): BookingCommand => ({
  type: 'DeclineBookingRequest',
  data: { ownerId, message: 'La voiture est en révision.' },
  ...at(now),
});
const cancelledFor = (reason: string, cancelledAt: string) => ({
  type: 'BookingCancelled',
  data: {
    ...ids,
    reason,
    hasFees: false,
    feeCents: 0,
    ownerShareOfFeeCents: 0,
    platformShareOfFeeCents: 0,
    refundDueCents: 0,
    reversedOwnerPayoutCents: 0,
    reversedPlatformRevenueCents: 0,
    cancelledAt,
  },
});

describe('request to book (decision 85)', () => {
  it('records the authorisation with the owner’s answer due a day later, once', () => {
    given([requested]).when(authorise()).then([authorised]);
    given([requested, authorised]).when(authorise()).then([]);
    given([requested, authorised]).when(authorise(authorisation, null)).then([]);
  });

  it('refuses an authorisation for another amount, on an instant booking, or on a cancelled request', () => {
    given([requested])
      .when(authorise({ ...authorisation, amountCents: TOTAL - 1 }))
      .thenThrows('payment_amount_mismatch');
    given([created]).when(authorise()).thenThrows('booking_not_a_request');
    const expired = cancelledFor('hold_expired', '2027-03-01T10:31:00.000Z') as BookingEvent;
    given([requested, expired]).when(authorise()).thenThrows('booking_not_payable');
  });

  it('does not take the payment of a request the owner has not accepted', () => {
    const capture: BookingCommand = {
      type: 'RecordPaymentSuccess',
      data: { ...authorisation, paymentId: 'pi_1', providerEventId: null },
      ...at('2027-03-01T11:00:00.000Z'),
    };
    given([requested, authorised]).when(capture).thenThrows('request_not_accepted');
    given([requested, authorised, accepted])
      .when(capture)
      .then([
        {
          type: 'PaymentSucceeded',
          data: {
            ...ids,
            ...authorisation,
            paymentId: 'pi_1',
            providerEventId: null,
            succeededAt: '2027-03-01T11:00:00.000Z',
          },
        },
      ]);
  });

  it('lets only the car’s owner accept, before the answer is due, once', () => {
    given([requested, authorised]).when(accept()).then([accepted]);
    given([requested, authorised, accepted]).when(accept()).then([]);
    given([requested, authorised]).when(accept(undefined, 'owner-2')).thenThrows('forbidden');
    given([requested, authorised]).when(accept(RESPOND_BY)).thenThrows('request_not_pending');
    given([requested]).when(accept()).thenThrows('request_not_pending');
  });

  it('cancels a declined request for nothing, with the owner’s words', () => {
    given([requested, authorised])
      .when(decline())
      .then([
        {
          type: 'BookingRequestDeclined',
          data: { ...ids, message: 'La voiture est en révision.', declinedAt: '2027-03-01T12:00:00.000Z' },
        },
        cancelledFor('request_declined', '2027-03-01T12:00:00.000Z') as BookingEvent,
      ]);
    given([requested, authorised, accepted]).when(decline()).thenThrows('request_not_pending');
  });

  it('expires a request only once its owner’s day has passed without an answer', () => {
    const expire = (now: string): BookingCommand => ({ type: 'ExpireBookingRequest', ...at(now) });
    given([requested, authorised]).when(expire('2027-03-02T10:04:59.000Z')).then([]);
    given([requested, authorised])
      .when(expire(RESPOND_BY))
      .then([
        { type: 'BookingRequestExpired', data: { ...ids, expiredAt: RESPOND_BY } },
        cancelledFor('request_expired', RESPOND_BY) as BookingEvent,
      ]);
    given([requested, authorised, accepted]).when(expire(RESPOND_BY)).then([]);
  });

  it('keeps an authorised request’s dates past the payment hold, and lets the customer withdraw it for free', () => {
    const expireHold: BookingCommand = { type: 'ExpireBooking', ...at('2027-03-01T11:00:00.000Z') };
    given([requested, authorised]).when(expireHold).then([]);
    given([requested, authorised])
      .when({ type: 'CancelBooking', data: { reason: 'customer' }, ...at('2027-03-01T11:00:00.000Z') })
      .then([cancelledFor('customer', '2027-03-01T11:00:00.000Z') as BookingEvent]);
  });

  it('records a voided authorisation once', () => {
    const voided: BookingCommand = {
      type: 'RecordAuthorisationVoided',
      data: { authorisationId: 'pi_1' },
      ...at('2027-03-01T12:00:01.000Z'),
    };
    const declined = [
      requested,
      authorised,
      cancelledFor('request_declined', '2027-03-01T12:00:00.000Z') as BookingEvent,
    ];
    given(declined)
      .when(voided)
      .then([
        {
          type: 'AuthorisationVoided',
          data: { bookingId: ids.bookingId, authorisationId: 'pi_1', voidedAt: '2027-03-01T12:00:01.000Z' },
        },
      ]);
    const state = foldEvents(bookingDecider, [
      ...declined,
      ...bookingDecider.decide(voided, foldEvents(bookingDecider, declined)),
    ]);
    expect(state.status === 'cancelled' && state.request?.voided).toBe(true);
    given(declined)
      .when({ ...voided, data: { authorisationId: 'pi_other' } })
      .then([]);
  });
});
