import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingEvent } from './booking.ts';
import {
  at,
  confirmed,
  created,
  ids,
  paid,
  quote,
  terms,
  termsWithDriver,
  TOTAL,
} from './booking.spec-fixtures.ts';
import type { DriverInfo } from '@grandtour/shared';
import type { BookingCommand } from './decide-booking.ts';
import { bookingDecider } from './decide-booking.ts';

const given = specFor(bookingDecider);
const cancelAt = (now: string): BookingCommand => ({
  type: 'CancelBooking',
  data: { reason: 'customer' },
  ...at(now),
});
const cancelled = (
  now: string,
  fee: number,
  refund: number,
  reason = 'customer' as const,
  wasConfirmed = true,
): BookingEvent => {
  const platformShare = Math.round((fee * 15_750) / TOTAL);
  return {
    type: 'BookingCancelled',
    data: {
      ...ids,
      reason,
      hasFees: fee > 0,
      feeCents: fee,
      ownerShareOfFeeCents: fee - platformShare,
      platformShareOfFeeCents: platformShare,
      refundDueCents: refund,
      reversedOwnerPayoutCents: wasConfirmed ? 315_000 : 0,
      reversedPlatformRevenueCents: wasConfirmed ? 15_750 : 0,
      cancelledAt: now,
    },
  };
};
const paySuccess = (paymentId = 'pi_1', providerEventId: string | null = 'evt_1'): BookingCommand => ({
  type: 'RecordPaymentSuccess',
  data: {
    provider: 'demo',
    method: 'card',
    paymentIntentId: paymentId,
    paymentId,
    amountCents: TOTAL,
    providerEventId,
  },
  ...at('2027-03-01T10:05:00.000Z'),
});

describe('booking: creation and payment', () => {
  it('freezes the quote in the first event, and a repeat changes nothing', () => {
    const create: BookingCommand = {
      type: 'CreateBooking',
      data: { terms, holdExpiresAt: '2027-03-01T10:30:00.000Z' },
      ...at('2027-03-01T10:00:00.000Z'),
    };
    given([]).when(create).then([created]);
    given([created]).when(create).then([]);
  });

  it('refuses a period no booking may have, whoever sends the command', () => {
    const createFor = (startDate: string, endDate: string, now: string): BookingCommand => ({
      type: 'CreateBooking',
      data: { terms: { ...terms, startDate, endDate }, holdExpiresAt: '2027-03-01T10:30:00.000Z' },
      ...at(now),
    });
    // 1 March 2027, 10:00 in Paris is 09:00Z: today's pickup has passed.
    const now = '2027-03-01T10:00:00.000Z';
    given([])
      .when(createFor('2027-02-27', '2027-03-03', now))
      .thenThrows('start_in_past');
    given([])
      .when(createFor('2027-03-01', '2027-03-03', now))
      .thenThrows('pickup_time_passed');
    given([])
      .when(createFor('2027-03-13', '2027-03-10', now))
      .thenThrows('end_before_start');
    given([])
      .when(createFor('2028-03-10', '2028-03-13', now))
      .thenThrows('too_far_ahead');
    given([])
      .when(createFor('2027-03-10', '2027-06-09', now))
      .thenThrows('rental_too_long');
    given([])
      .when(createFor('2027-02-29', '2027-03-03', now))
      .thenThrows('invalid_date');
  });

  it('answers a repeat of a booking already made, even once its pickup has passed', () => {
    const repeat: BookingCommand = {
      type: 'CreateBooking',
      data: { terms, holdExpiresAt: '2027-03-01T10:30:00.000Z' },
      ...at('2027-03-11T10:00:00.000Z'),
    };
    given([created]).when(repeat).then([]);
  });

  it('records a payment once, however often the provider reports it', () => {
    given([created]).when(paySuccess()).then([paid]);
    given([created, paid]).when(paySuccess()).then([]);
    given([created, paid]).when(paySuccess('pi_1', 'evt_2')).then([]);
  });

  it('refuses a second, different payment and an amount that is not the total', () => {
    given([created, paid]).when(paySuccess('pi_2', 'evt_9')).thenThrows('booking_already_paid');
    given([created])
      .when({
        type: 'RecordPaymentSuccess',
        data: {
          provider: 'demo',
          method: 'card',
          paymentIntentId: 'pi_1',
          paymentId: 'pi_1',
          amountCents: TOTAL - 1,
          providerEventId: null,
        },
        ...at('2027-03-01T10:05:00.000Z'),
      })
      .thenThrows('payment_amount_mismatch');
  });

  it('records a failed payment once per provider event; failures we learnt ourselves each count', () => {
    const fail = (providerEventId: string | null, now = '2027-03-01T10:04:00.000Z'): BookingCommand => ({
      type: 'RecordPaymentFailure',
      data: {
        provider: 'stripe',
        paymentIntentId: 'pi_1',
        message: 'Your card was declined.',
        providerEventId,
      },
      ...at(now),
    });
    const failed = (providerEventId: string | null, failedAt = '2027-03-01T10:04:00.000Z'): BookingEvent => ({
      type: 'PaymentFailed',
      data: {
        bookingId: 'b1',
        provider: 'stripe',
        paymentIntentId: 'pi_1',
        message: 'Your card was declined.',
        providerEventId,
        failedAt,
      },
    });
    given([created])
      .when(fail('evt_f1'))
      .then([failed('evt_f1')]);
    given([created, failed('evt_f1')])
      .when(fail('evt_f1', '2027-03-01T10:09:00.000Z'))
      .then([]);
    given([created, failed('evt_f1')])
      .when(fail('evt_f2'))
      .then([failed('evt_f2')]);
    given([created, failed(null)])
      .when(fail(null))
      .then([failed(null)]);
    given([created, paid]).when(fail('evt_f3')).then([]);
  });

  it('confirms only a paid booking, with the payout and fee as revenue facts', () => {
    given([created])
      .when({ type: 'ConfirmBooking', ...at('2027-03-01T10:05:01.000Z') })
      .thenThrows('booking_not_confirmable');
    given([created, paid])
      .when({ type: 'ConfirmBooking', ...at('2027-03-01T10:05:01.000Z') })
      .then([confirmed]);
    given([created, paid, confirmed])
      .when({ type: 'ConfirmBooking', ...at('2027-03-01T10:06:00.000Z') })
      .then([]);
  });

  it('takes payment intents only while awaiting payment', () => {
    const intent: BookingCommand = {
      type: 'RecordPaymentIntent',
      data: { provider: 'demo', method: 'card', paymentIntentId: 'pi_1', amountCents: TOTAL },
      ...at('2027-03-01T10:01:00.000Z'),
    };
    given([created])
      .when(intent)
      .then([
        {
          type: 'PaymentIntentCreated',
          data: {
            bookingId: 'b1',
            provider: 'demo',
            method: 'card',
            paymentIntentId: 'pi_1',
            amountCents: TOTAL,
            createdAt: '2027-03-01T10:01:00.000Z',
          },
        },
      ]);
    given([created, paid, confirmed])
      .when({ ...intent, data: { ...intent.data, paymentIntentId: 'pi_9' } })
      .thenThrows('booking_not_payable');
  });
});

describe('booking: cancellation policy (48 hours before midnight of the start day, Paris time)', () => {
  // 10 March 2027 starts at 2027-03-09T23:00Z in Paris; the free window closes 48 h earlier.
  const deadline = '2027-03-07T23:00:00.000Z';
  const oneMinuteBefore = '2027-03-07T22:59:00.000Z';
  const oneMinuteAfter = '2027-03-07T23:01:00.000Z';

  it('is free with a full refund up to the deadline', () => {
    given([created, paid, confirmed])
      .when(cancelAt(oneMinuteBefore))
      .then([cancelled(oneMinuteBefore, 0, TOTAL)]);
    given([created, paid, confirmed])
      .when(cancelAt(deadline))
      .then([cancelled(deadline, 0, TOTAL)]);
  });

  it('retains 30 % of the total after it', () => {
    const fee = Math.round(TOTAL * 0.3);
    given([created, paid, confirmed])
      .when(cancelAt(oneMinuteAfter))
      .then([cancelled(oneMinuteAfter, fee, TOTAL - fee)]);
  });

  it('costs and refunds nothing for an unpaid booking', () => {
    given([created])
      .when(cancelAt(oneMinuteAfter))
      .then([cancelled(oneMinuteAfter, 0, 0, 'customer', false)]);
  });

  it('cannot cancel twice, after completion, or once the rental has started', () => {
    const done = cancelled(oneMinuteBefore, 0, TOTAL);
    given([created, paid, confirmed, done])
      .when(cancelAt(oneMinuteAfter))
      .thenThrows('booking_already_cancelled');
    given([created, paid, confirmed])
      .when(cancelAt('2027-03-09T23:00:00.000Z'))
      .thenThrows('booking_not_cancellable');
    given([
      created,
      paid,
      confirmed,
      { type: 'BookingCompleted', data: { ...ids, completedAt: '2027-03-13T23:00:00.000Z' } },
    ])
      .when(cancelAt('2027-03-14T10:00:00.000Z'))
      .thenThrows('booking_not_cancellable');
  });

  it('refunds everything when the platform cancels (a schedule conflict after payment)', () => {
    given([created, paid])
      .when({ type: 'CancelBooking', data: { reason: 'schedule_conflict' }, ...at(oneMinuteAfter) })
      .then([cancelled(oneMinuteAfter, 0, TOTAL, 'schedule_conflict' as 'customer', false)]);
  });
});

describe('booking: holds expire, rentals complete, refunds are recorded once', () => {
  it('expires an unpaid booking once its hold has run out, not before, and never a paid one', () => {
    given([created])
      .when({ type: 'ExpireBooking', ...at('2027-03-01T10:29:59.000Z') })
      .then([]);
    given([created])
      .when({ type: 'ExpireBooking', ...at('2027-03-01T10:30:00.000Z') })
      .then([cancelled('2027-03-01T10:30:00.000Z', 0, 0, 'hold_expired' as 'customer', false)]);
    given([created, paid])
      .when({ type: 'ExpireBooking', ...at('2027-03-01T11:00:00.000Z') })
      .then([]);
  });

  it('completes a confirmed rental once its end date is over in Paris', () => {
    // The 13th ends at 2027-03-13T23:00Z in Paris.
    given([created, paid, confirmed])
      .when({ type: 'CompleteBooking', ...at('2027-03-13T22:59:00.000Z') })
      .thenThrows('booking_not_finished');
    given([created, paid, confirmed])
      .when({ type: 'CompleteBooking', ...at('2027-03-13T23:00:00.000Z') })
      .then([{ type: 'BookingCompleted', data: { ...ids, completedAt: '2027-03-13T23:00:00.000Z' } }]);
    given([created])
      .when({ type: 'CompleteBooking', ...at('2027-04-01T00:00:00.000Z') })
      .thenThrows('booking_not_finished');
  });

  it('records refunds up to what is due, each refund id once', () => {
    const done = cancelled('2027-03-05T10:00:00.000Z', 0, TOTAL);
    const refund = (refundId: string, amountCents: number): BookingCommand => ({
      type: 'RecordRefund',
      data: { provider: 'demo', refundId, paymentId: 'pi_1', amountCents },
      ...at('2027-03-05T10:00:01.000Z'),
    });
    const issued: BookingEvent = {
      type: 'RefundIssued',
      data: {
        ...ids,
        provider: 'demo',
        refundId: 're_1',
        paymentId: 'pi_1',
        amountCents: TOTAL,
        issuedAt: '2027-03-05T10:00:01.000Z',
      },
    };
    given([created, paid, confirmed, done]).when(refund('re_1', TOTAL)).then([issued]);
    given([created, paid, confirmed, done, issued]).when(refund('re_1', TOTAL)).then([]);
    given([created, paid, confirmed, done, issued]).when(refund('re_2', 1)).thenThrows('refund_not_due');
    given([created, paid, confirmed]).when(refund('re_1', TOTAL)).thenThrows('refund_not_due');
  });
});

describe('claiming a guest booking at sign-in', () => {
  const claim = (fromUserId: string, toUserId: string): BookingCommand => ({
    type: 'ClaimBooking',
    data: { fromUserId, toUserId },
    ...at('2027-03-02T09:00:00.000Z'),
  });
  const claimed: BookingEvent = {
    type: 'BookingClaimed',
    data: {
      bookingId: 'b1',
      fromUserId: 'guest:1',
      toUserId: 'user-7',
      claimedAt: '2027-03-02T09:00:00.000Z',
    },
  };

  it('moves the booking from its guest to the account, once', () => {
    given([created]).when(claim('guest:1', 'user-7')).then([claimed]);
    given([created, claimed]).when(claim('guest:1', 'user-7')).then([]);
  });

  it('works in any state, a confirmed booking included', () => {
    given([created, paid, confirmed]).when(claim('guest:1', 'user-7')).then([claimed]);
  });

  it('refuses anyone but the guest who booked, and never moves an account’s booking', () => {
    given([created]).when(claim('guest:2', 'user-7')).thenThrows('forbidden');
    given([created, claimed]).when(claim('user-7', 'user-8')).thenThrows('forbidden');
    given([]).when(claim('guest:1', 'user-7')).thenThrows('booking_not_found');
  });
});

describe('booking: the main driver meets the car’s requirements (issue 22)', () => {
  // The rental runs from 10 to 13 March 2027; the car asks a driver of 25 with 3 years of licence.
  const NOW = '2027-03-01T10:00:00.000Z';
  const createWith = (changes: Partial<DriverInfo>): BookingCommand => ({
    type: 'CreateBooking',
    data: { terms: termsWithDriver(changes), holdExpiresAt: '2027-03-01T10:30:00.000Z' },
    ...at(NOW),
  });
  const refusalOf = (command: BookingCommand, events: BookingEvent[] = []) => {
    try {
      bookingDecider.decide(command, foldEvents(bookingDecider, events));
      return null;
    } catch (error) {
      return error as { code: string; kind: string; details: unknown };
    }
  };

  it('freezes the driver and the requirements with the terms', () => {
    const events = bookingDecider.decide(createWith({}), foldEvents(bookingDecider, []));
    expect(events[0]?.data).toMatchObject({
      driver: { dateOfBirth: '1990-05-04', licenceNumber: '12AB34567' },
      driverRequirements: { minAge: 25, minLicenceYears: 3 },
    });
  });

  it('counts the age on the pickup date: 25 on 10 March may book, 25 on 11 March may not, and says 25', () => {
    expect(refusalOf(createWith({ dateOfBirth: '2002-03-10', licenceIssuedOn: '2020-01-01' }))).toBeNull();
    expect(refusalOf(createWith({ dateOfBirth: '2002-03-11', licenceIssuedOn: '2020-01-01' }))).toMatchObject(
      {
        code: 'driver_too_young',
        kind: 'rule',
        details: { field: 'body.driver.dateOfBirth', minAge: 25 },
      },
    );
  });

  it('counts the licence years on the pickup date, and says 3', () => {
    expect(refusalOf(createWith({ licenceIssuedOn: '2024-03-10' }))).toBeNull();
    expect(refusalOf(createWith({ licenceIssuedOn: '2024-03-11' }))).toMatchObject({
      code: 'driver_licence_too_recent',
      kind: 'rule',
      details: { field: 'body.driver.licenceIssuedOn', minLicenceYears: 3 },
    });
  });

  it('wants the licence valid until the return date', () => {
    expect(refusalOf(createWith({ licenceExpiresOn: '2027-03-13' }))).toBeNull();
    expect(refusalOf(createWith({ licenceExpiresOn: '2027-03-12' }))).toMatchObject({
      code: 'driver_licence_expires_before_return',
      details: { field: 'body.driver.licenceExpiresOn' },
    });
  });

  it('refuses a birth in the future, whoever sends the command', () => {
    given([])
      .when(createWith({ dateOfBirth: '2027-06-01' }))
      .thenThrows('driver_birth_date_invalid');
  });

  it('keeps bookings made before drivers were asked valid: no driver, no check', () => {
    given([])
      .when({ type: 'CreateBooking', data: { terms, holdExpiresAt: '2027-03-01T10:30:00.000Z' }, ...at(NOW) })
      .then([created]);
    given([created, paid])
      .when({ type: 'ConfirmBooking', ...at('2027-03-01T10:05:01.000Z') })
      .then([confirmed]);
  });

  describe('a change of dates checks the frozen driver again', () => {
    const bookedWith = (changes: Partial<DriverInfo>): BookingEvent[] => [
      { ...created, data: { ...created.data, ...termsWithDriver(changes) } },
      paid,
      confirmed,
    ];
    const moveTo = (startDate: string, endDate: string): BookingCommand => ({
      type: 'RequestBookingChange',
      data: {
        changeId: 'c1',
        startDate,
        endDate,
        pickupLocation: 'delivery',
        dropoffLocation: 'delivery',
        quote,
      },
      ...at('2027-03-02T12:00:00.000Z'),
    });

    it('the licence must still be valid on the new return date', () => {
      const expiresOn14 = bookedWith({ licenceExpiresOn: '2027-03-14' });
      expect(refusalOf(moveTo('2027-03-10', '2027-03-14'), expiresOn14)).toBeNull();
      expect(refusalOf(moveTo('2027-03-10', '2027-03-15'), expiresOn14)).toMatchObject({
        code: 'driver_licence_expires_before_return',
      });
    });

    it('the age is counted on the new pickup date', () => {
      const turns25On10 = bookedWith({ dateOfBirth: '2002-03-10', licenceIssuedOn: '2020-01-01' });
      expect(refusalOf(moveTo('2027-03-11', '2027-03-14'), turns25On10)).toBeNull();
      expect(refusalOf(moveTo('2027-03-09', '2027-03-13'), turns25On10)).toMatchObject({
        code: 'driver_too_young',
        details: { minAge: 25 },
      });
    });
  });
});
