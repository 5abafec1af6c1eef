import {
  deliveryIdFor,
  type BookingEvent,
  type ContactEvent,
  type DataExportLinkRequested,
  type NotificationTemplate,
  type PayoutAccountReplaced,
  type PersonalDataErasureConfirmationRequested,
  type SubscriptionEvent,
  type UserLockoutEvent,
} from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import {
  DRIVER_CHECK_HOURS_BEFORE_PICKUP,
  REQUEST_REMINDER_HOURS_BEFORE,
  pickupInstant,
} from '@grandtour/shared';
import type { PlannedDelivery } from './notification-jobs.ts';

const HOUR_MS = 3_600_000;
/**
 * What a pickup brings, ahead of it: the customer's reminders, and the owner's notice when the driver is still not
 * verified by then (issue 22; the sender skips it for a verified driver). A change of dates moves them all.
 */
export const REMINDERS: readonly {
  template: 'reminder-24h' | 'reminder-1h' | 'owner-driver-unverified';
  beforeMs: number;
  audience: 'customer' | 'owner';
}[] = [
  { template: 'reminder-24h', beforeMs: 24 * HOUR_MS, audience: 'customer' },
  { template: 'reminder-1h', beforeMs: HOUR_MS, audience: 'customer' },
  {
    template: 'owner-driver-unverified',
    beforeMs: DRIVER_CHECK_HOURS_BEFORE_PICKUP * HOUR_MS,
    audience: 'owner',
  },
];
export const REMINDER_TEMPLATES = REMINDERS.map((reminder) => reminder.template);
/** Reminders called off with the pickup's when the booking is off, and when the owner has answered the request. */
export const CANCELLABLE_TEMPLATES: readonly NotificationTemplate[] = [
  ...REMINDER_TEMPLATES,
  'owner-request-reminder',
];

type RequestEventOf<Type extends BookingEvent['type']> = Extract<BookingEvent, { type: Type }>;

/**
 * A request to book authorised (decision 85): the customer told it was sent, the owner asked to answer, and reminded
 * as the answer falls due (one delivery per lead time, the hours in its id).
 */
function requestDeliveries(id: DeliveryId, event: RequestEventOf<'PaymentAuthorised'>): PlannedDelivery[] {
  const { bookingId, ownerId, authorisedAt, respondBy } = event.data;
  const runAt = new Date(authorisedAt);
  const due = Date.parse(respondBy);
  const reminders = REQUEST_REMINDER_HOURS_BEFORE.flatMap((hours) => {
    const at = new Date(due - hours * HOUR_MS);
    if (at.getTime() <= runAt.getTime()) return [];
    const job = booking(id, bookingId, 'owner-request-reminder', 'owner');
    return [
      {
        job: {
          ...job,
          deliveryId: `${job.deliveryId}:${hours}h`,
          template: 'owner-request-reminder' as const,
          ownerId,
          requestHoursLeft: hours,
        },
        runAt: at,
      },
    ];
  });
  return [
    { job: { ...booking(id, bookingId, 'request-sent', 'customer'), template: 'request-sent' }, runAt },
    {
      job: {
        ...booking(id, bookingId, 'owner-booking-request', 'owner'),
        template: 'owner-booking-request',
        ownerId,
      },
      runAt,
    },
    ...reminders,
  ];
}

/** A request that ends without a booking: the customer's e-mail and, when the owner did not decline it, theirs. */
type ClosedRequestTemplate =
  | 'request-declined'
  | 'request-expired'
  | 'request-lapsed'
  | 'owner-request-expired'
  | 'owner-request-lapsed';
const CLOSED_REQUEST_TEMPLATES: Partial<
  Record<string, { customer: ClosedRequestTemplate; owner: ClosedRequestTemplate | null }>
> = {
  request_declined: { customer: 'request-declined', owner: null },
  request_expired: { customer: 'request-expired', owner: 'owner-request-expired' },
  authorisation_lapsed: { customer: 'request-lapsed', owner: 'owner-request-lapsed' },
};

type DeliveryId = (template: NotificationTemplate) => string;

const booking = (
  id: DeliveryId,
  bookingId: string,
  template: NotificationTemplate,
  audience: 'customer' | 'owner',
) => ({
  kind: 'booking' as const,
  deliveryId: id(template),
  bookingId,
  audience,
});

/** The reminders of a pickup, those still ahead of `now`. */
function reminders(id: DeliveryId, bookingId: string, startDate: string, now: Date): PlannedDelivery[] {
  const pickupAt = pickupInstant(startDate);
  return REMINDERS.flatMap((reminder) => {
    const runAt = new Date(pickupAt.getTime() - reminder.beforeMs);
    if (runAt.getTime() <= now.getTime()) return [];
    return [
      {
        job: {
          ...booking(id, bookingId, reminder.template, reminder.audience),
          template: reminder.template,
          pickupAt: pickupAt.toISOString(),
        },
        runAt,
      },
    ];
  });
}

type DepositMailEvent = Extract<
  BookingEvent,
  { type: 'DepositHeld' | 'DepositHoldFailed' | 'DepositReleased' | 'DepositCaptured' }
>;

/** The customer's e-mail about the deposit: held (each hold), refused, released at the end, captured. */
function depositDeliveries(id: DeliveryId, event: DepositMailEvent): PlannedDelivery[] {
  const deposit = (
    template: NotificationTemplate,
    at: string,
    fields: Partial<DepositMailFields>,
    audience: 'customer' | 'owner' = 'customer',
  ) => [
    {
      job: {
        ...booking(id, event.data.bookingId, template, audience),
        template,
        deposit: { amountCents: 0, expiresAt: null, message: null, reason: null, ...fields },
      } as PlannedDelivery['job'],
      runAt: new Date(at),
    },
  ];
  switch (event.type) {
    case 'DepositHeld':
      return deposit('deposit-held', event.data.heldAt, {
        amountCents: event.data.amountCents,
        expiresAt: event.data.expiresAt,
      });
    case 'DepositHoldFailed':
      // The owner too: the car must not be handed over until another card holds it, or the deposit is waived.
      return [
        ...deposit('deposit-hold-failed', event.data.failedAt, { message: event.data.message }),
        ...deposit(
          'owner-deposit-hold-failed',
          event.data.failedAt,
          { message: event.data.message },
          'owner',
        ),
      ];
    case 'DepositReleased':
      // A renewal's older hold lets go silently: the customer still has one in place.
      if (event.data.reason === 'renewed') return [];
      return deposit('deposit-released', event.data.releasedAt, {
        amountCents: event.data.amountCents,
        reason: event.data.reason,
      });
    case 'DepositCaptured':
      return deposit('deposit-captured', event.data.capturedAt, {
        amountCents: event.data.amountCents,
        reason: event.data.reason,
      });
  }
}
type ClaimMailEvent = Extract<
  BookingEvent,
  { type: 'ClaimOpened' | 'ClaimAccepted' | 'ClaimContested' | 'ClaimDecided' | 'ClaimSettled' }
>;

/** A damage claim's e-mails (issue 23): the customer's when it is opened, the owner's at each answer. */
function claimDeliveries(id: DeliveryId, event: ClaimMailEvent): PlannedDelivery[] {
  const { bookingId, claimId } = event.data;
  const claim = (
    template: NotificationTemplate,
    audience: 'customer' | 'owner',
    at: string,
    fields: { amountCents: number } & Partial<NonNullable<ClaimJob['claim']>>,
  ): PlannedDelivery[] => [
    {
      job: {
        ...booking(id, bookingId, template, audience),
        template,
        claim: { claimId, respondBy: null, message: null, capturedCents: null, excessCents: null, ...fields },
      } as PlannedDelivery['job'],
      runAt: new Date(at),
    },
  ];
  switch (event.type) {
    case 'ClaimOpened': {
      const { amountCents, respondBy, description, openedAt } = event.data;
      return claim('claim-opened', 'customer', openedAt, { amountCents, respondBy, message: description });
    }
    case 'ClaimAccepted':
      return claim('owner-claim-accepted', 'owner', event.data.acceptedAt, {
        amountCents: event.data.amountCents,
      });
    case 'ClaimContested':
      return claim('owner-claim-contested', 'owner', event.data.contestedAt, {
        amountCents: event.data.amountCents,
        message: event.data.message,
      });
    case 'ClaimDecided':
      return claim('owner-claim-decided', 'owner', event.data.decidedAt, {
        amountCents: event.data.amountCents,
        message: event.data.note || null,
      });
    case 'ClaimSettled': {
      const { agreedCents, capturedCents, excessCents, settledAt } = event.data;
      return claim('owner-claim-settled', 'owner', settledAt, {
        amountCents: agreedCents,
        capturedCents,
        excessCents,
      });
    }
  }
}
type ClaimJob = Extract<PlannedDelivery['job'], { kind: 'booking' }>;

interface DepositMailFields {
  amountCents: number;
  expiresAt: string | null;
  message: string | null;
  reason: string | null;
}

/**
 * What the reactor does about one event: deliveries to plan, and bookings whose pending reminders are off (except
 * those this very batch plans).
 */
export interface NotificationPlan {
  deliveries: PlannedDelivery[];
  cancelRemindersOf: string[];
}

type ReactedEvent = RecordedEvent<
  | BookingEvent
  | ContactEvent
  | UserLockoutEvent
  | SubscriptionEvent
  | PayoutAccountReplaced
  | PersonalDataErasureConfirmationRequested
  | DataExportLinkRequested
>;

/**
 * Pure: an event in, the e-mails it calls for out. Time comes from the event itself (when it happened), so the same
 * event always plans the same deliveries with the same ids.
 */
export function planNotifications(event: ReactedEvent): NotificationPlan {
  const id = (template: NotificationTemplate) => deliveryIdFor(event.metadata.eventId, template);
  switch (event.type) {
    case 'BookingConfirmed': {
      const { bookingId, ownerId, startDate, confirmedAt } = event.data;
      const now = new Date(confirmedAt);
      const deliveries: PlannedDelivery[] = [
        {
          job: { ...booking(id, bookingId, 'booking-confirmed', 'customer'), template: 'booking-confirmed' },
          runAt: now,
        },
        {
          job: {
            ...booking(id, bookingId, 'owner-new-booking', 'owner'),
            template: 'owner-new-booking',
            ownerId,
          },
          runAt: now,
        },
        ...reminders(id, bookingId, startDate, now),
      ];
      return { deliveries, cancelRemindersOf: [] };
    }
    case 'BookingChanged': {
      // The old reminders are called off and new ones planned for the new pickup, with the change's own e-mail.
      const { bookingId, startDate, changedAt, previous, totalDeltaCents } = event.data;
      const now = new Date(changedAt);
      const change = {
        previousStartDate: previous.startDate,
        previousEndDate: previous.endDate,
        previousPickupLocation: previous.pickupLocation,
        totalDeltaCents,
      };
      return {
        deliveries: [
          {
            job: {
              ...booking(id, bookingId, 'booking-changed', 'customer'),
              template: 'booking-changed',
              change,
            },
            runAt: now,
          },
          ...reminders(id, bookingId, startDate, now),
        ],
        cancelRemindersOf: [bookingId],
      };
    }
    case 'BookingCancelled': {
      const { bookingId, ownerId, reason, cancelledAt, reversedOwnerPayoutCents, ownerShareOfFeeCents } =
        event.data;
      const runAt = new Date(cancelledAt);
      const closedRequest = CLOSED_REQUEST_TEMPLATES[reason];
      if (closedRequest) {
        const { customer, owner } = closedRequest;
        const deliveries: PlannedDelivery[] = [
          { job: { ...booking(id, bookingId, customer, 'customer'), template: customer }, runAt },
        ];
        if (owner)
          deliveries.push({
            job: { ...booking(id, bookingId, owner, 'owner'), template: owner, ownerId },
            runAt,
          });
        return { deliveries, cancelRemindersOf: [bookingId] };
      }
      const template = reason === 'hold_expired' ? 'hold-expired' : 'booking-cancelled';
      const deliveries: PlannedDelivery[] = [
        {
          job: { kind: 'booking', deliveryId: id(template), template, bookingId, audience: 'customer' },
          runAt,
        },
      ];
      // The owner heard of the booking when it was confirmed; a cancellation takes back that confirmation's payout.
      if (reversedOwnerPayoutCents > 0)
        deliveries.push({
          job: {
            ...booking(id, bookingId, 'owner-booking-cancelled', 'owner'),
            template: 'owner-booking-cancelled',
            ownerId,
            ownerFeeShareCents: ownerShareOfFeeCents,
          },
          runAt,
        });
      return { deliveries, cancelRemindersOf: [bookingId] };
    }
    case 'BookingCompleted':
    case 'BookingRequestAccepted':
      return { deliveries: [], cancelRemindersOf: [event.data.bookingId] };
    case 'PaymentAuthorised':
      return { deliveries: requestDeliveries(id, event), cancelRemindersOf: [] };
    case 'PayoutSent': {
      const { bookingId, ownerId, amountCents, transferId, sentAt } = event.data;
      const { grossCents = amountCents, commissionCents = 0, damagesCents } = event.data;
      return {
        deliveries: [
          {
            job: {
              ...booking(id, bookingId, 'owner-payout-sent', 'owner'),
              template: 'owner-payout-sent',
              ownerId,
              payout: {
                grossCents,
                commissionCents,
                netCents: amountCents,
                transferId,
                ...(damagesCents ? { damagesCents } : {}),
              },
            },
            runAt: new Date(sentAt),
          },
        ],
        cancelRemindersOf: [],
      };
    }
    case 'DepositHeld':
    case 'DepositHoldFailed':
    case 'DepositReleased':
    case 'DepositCaptured':
      return { deliveries: depositDeliveries(id, event), cancelRemindersOf: [] };
    case 'ClaimOpened':
    case 'ClaimAccepted':
    case 'ClaimContested':
    case 'ClaimDecided':
    case 'ClaimSettled':
      return { deliveries: claimDeliveries(id, event), cancelRemindersOf: [] };
    case 'HandoverSealed': {
      // Both parties get the report they signed, each in their own language, its PDF attached.
      const { bookingId, phase, sealedAt } = event.data;
      const runAt = new Date(sealedAt);
      const handover = { phase, sealedAt };
      return {
        deliveries: [
          {
            job: {
              ...booking(id, bookingId, 'handover-report', 'customer'),
              template: 'handover-report',
              handover,
            },
            runAt,
          },
          {
            job: {
              ...booking(id, bookingId, 'owner-handover-report', 'owner'),
              template: 'owner-handover-report',
              handover,
            },
            runAt,
          },
        ],
        cancelRemindersOf: [],
      };
    }
    case 'ContactMessageReceived': {
      const { receivedAt, ...message } = event.data;
      const contact = { ...message, receivedAt };
      const runAt = new Date(receivedAt);
      return {
        deliveries: (['contact-acknowledgement', 'contact-forward'] as const).map((template) => ({
          job: { kind: 'contact', deliveryId: id(template), template, contact },
          runAt,
        })),
        cancelRemindersOf: [],
      };
    }
    case 'UserLockedOut': {
      const { userId, lockedAt, lockedUntil, failedAttempts } = event.data;
      return {
        deliveries: [
          {
            job: {
              kind: 'account',
              deliveryId: id('sign-in-locked'),
              template: 'sign-in-locked',
              userId,
              lockout: { lockedAt, lockedUntil, failedAttempts },
            },
            runAt: new Date(lockedAt),
          },
        ],
        cancelRemindersOf: [],
      };
    }
    case 'PayoutAccountReplaced': {
      const { ownerId, replacedAt, payoutsPausedUntil } = event.data;
      const template = 'payout-account-changed';
      return {
        deliveries: [
          {
            job: {
              kind: 'account',
              deliveryId: id(template),
              template,
              userId: ownerId,
              payoutAccount: { replacedAt, payoutsPausedUntil },
            },
            runAt: new Date(replacedAt),
          },
        ],
        cancelRemindersOf: [],
      };
    }
    case 'PersonalDataErasureConfirmationRequested': {
      const { userId, requestedAt, expiresAt, language } = event.data;
      const template = 'erasure-confirmation';
      return {
        deliveries: [
          {
            job: {
              kind: 'account',
              deliveryId: id(template),
              template,
              userId,
              erasure: { expiresAt, language },
            },
            runAt: new Date(requestedAt),
          },
        ],
        cancelRemindersOf: [],
      };
    }
    case 'SubscriptionActivated': {
      // A free plan has nothing to confirm: no checkout, no payment.
      if (event.data.priceCents <= 0) return { deliveries: [], cancelRemindersOf: [] };
      const template = 'subscription-confirmed';
      return {
        deliveries: [
          {
            job: {
              kind: 'subscription',
              deliveryId: id(template),
              template,
              subscriptionId: event.data.subscriptionId,
            },
            runAt: new Date(event.data.activatedAt),
          },
        ],
        cancelRemindersOf: [],
      };
    }
    case 'DataExportLinkRequested': {
      const { email, language, subject, requestedAt } = event.data;
      const template = 'data-export-link';
      return {
        deliveries: [
          {
            job: {
              kind: 'privacy',
              deliveryId: id(template),
              template,
              email,
              language,
              subject,
              requestedAt,
            },
            runAt: new Date(requestedAt),
          },
        ],
        cancelRemindersOf: [],
      };
    }
    default:
      return { deliveries: [], cancelRemindersOf: [] };
  }
}

export const REACTED_EVENT_TYPES = [
  'DepositHeld',
  'DepositHoldFailed',
  'DepositReleased',
  'DepositCaptured',
  'BookingConfirmed',
  'BookingChanged',
  'BookingCancelled',
  'BookingCompleted',
  'PaymentAuthorised',
  'BookingRequestAccepted',
  'ContactMessageReceived',
  'UserLockedOut',
  'SubscriptionActivated',
  'PayoutSent',
  'PayoutAccountReplaced',
  'PersonalDataErasureConfirmationRequested',
  'ClaimOpened',
  'ClaimAccepted',
  'ClaimContested',
  'ClaimDecided',
  'ClaimSettled',
  'HandoverSealed',
  'DataExportLinkRequested',
];
