import { NOTIFICATION_TEMPLATES } from '@grandtour/commands';
import { CONTACT_SUBJECTS, HANDOVER_PHASES, LANGUAGES, PICKUP_OPTIONS } from '@grandtour/shared';
import { z } from 'zod';
import { withTraceparent } from '../queue/job-queue.ts';

export const NOTIFICATIONS_QUEUE = 'notifications';

type NotAboutABooking =
  | 'contact-acknowledgement'
  | 'contact-forward'
  | 'sign-in-locked'
  | 'subscription-confirmed'
  | 'payout-account-changed'
  | 'messages-unread'
  | 'owner-messages-unread'
  | 'erasure-confirmation'
  | 'data-export-link';
const NOT_ABOUT_A_BOOKING: readonly string[] = [
  'contact-acknowledgement',
  'contact-forward',
  'sign-in-locked',
  'subscription-confirmed',
  'payout-account-changed',
  'messages-unread',
  'owner-messages-unread',
  'erasure-confirmation',
  'data-export-link',
];
const BOOKING_TEMPLATES = NOTIFICATION_TEMPLATES.filter(
  (template) => !NOT_ABOUT_A_BOOKING.includes(template),
) as Exclude<(typeof NOTIFICATION_TEMPLATES)[number], NotAboutABooking>[];

/** What the reactor queues; checked when queued and again when a worker takes it. */
export const NotificationJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    deliveryId: z.string().min(1),
    template: z.enum(BOOKING_TEMPLATES),
    bookingId: z.uuid(),
    audience: z.enum(['customer', 'owner']),
    /** The owner's e-mails: whose account to write to. */
    ownerId: z.string().optional(),
    /** The owner's cancellation notice: their share of the fee the customer paid to cancel, in cents. */
    ownerFeeShareCents: z.number().int().nonnegative().optional(),
    /** The owner's payout notice: what the booking earned them, the commission, and the transfer. */
    payout: z
      .object({
        grossCents: z.number().int().nonnegative(),
        commissionCents: z.number().int().nonnegative(),
        netCents: z.number().int().positive(),
        transferId: z.string(),
        /** Damages of settled claims paid with it, without commission (issue 23); part of netCents. */
        damagesCents: z.number().int().nonnegative().optional(),
      })
      .optional(),
    /** A damage claim's e-mails (issue 23): the amounts, the customer's deadline, their words. */
    claim: z
      .object({
        claimId: z.uuid(),
        amountCents: z.number().int().nonnegative(),
        respondBy: z.iso.datetime().nullable(),
        message: z.string().nullable(),
        capturedCents: z.number().int().nonnegative().nullable(),
        excessCents: z.number().int().nonnegative().nullable(),
      })
      .optional(),
    /** A sealed handover report's e-mails (issue 23): which report, sealed when. */
    handover: z.object({ phase: z.enum(HANDOVER_PHASES), sealedAt: z.iso.datetime() }).optional(),
    /** The owner's reminder of a request to book: how many hours were left when it was planned (decision 85). */
    requestHoursLeft: z.number().int().positive().optional(),
    /** Reminders: the pickup they announce. A booking whose pickup moved gets none from this job. */
    pickupAt: z.iso.datetime().optional(),
    /** A change: what the booking was before, and what the change cost (> 0) or gave back (< 0), in cents. */
    change: z
      .object({
        previousStartDate: z.iso.date(),
        previousEndDate: z.iso.date(),
        previousPickupLocation: z.enum(PICKUP_OPTIONS),
        totalDeltaCents: z.number().int(),
      })
      .optional(),
    /** The deposit's e-mails (decision 68): the amount, until when it is held, the provider's words, the claim. */
    deposit: z
      .object({
        amountCents: z.number().int().nonnegative(),
        expiresAt: z.iso.datetime().nullable(),
        message: z.string().nullable(),
        reason: z.string().nullable(),
      })
      .optional(),
  }),
  z.object({
    kind: z.literal('contact'),
    deliveryId: z.string().min(1),
    template: z.enum(['contact-acknowledgement', 'contact-forward']),
    contact: z.object({
      messageId: z.string(),
      senderId: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.email(),
      phone: z.string().nullable(),
      subject: z.enum(CONTACT_SUBJECTS),
      message: z.string(),
      language: z.enum(LANGUAGES),
      receivedAt: z.string(),
    }),
  }),
  /**
   * Sign-ins to an account are locked out for a while (decision 51), or its payout account was changed (decision
   * 76), or its holder asked to erase it (decision 99): its holder is told, at the account's address.
   */
  z.object({
    kind: z.literal('account'),
    deliveryId: z.string().min(1),
    template: z.enum(['sign-in-locked', 'payout-account-changed', 'erasure-confirmation']),
    userId: z.uuid(),
    lockout: z
      .object({
        lockedAt: z.iso.datetime(),
        lockedUntil: z.iso.datetime(),
        failedAttempts: z.number().int().positive(),
      })
      .optional(),
    payoutAccount: z
      .object({ replacedAt: z.iso.datetime(), payoutsPausedUntil: z.iso.datetime() })
      .optional(),
    /** The erasure to confirm (decision 99): until when the link is valid, in the language it was asked in. */
    erasure: z.object({ expiresAt: z.iso.datetime(), language: z.enum(LANGUAGES) }).optional(),
  }),
  /** A paid subscription is active: its subscriber is told, at the address the checkout was opened with. */
  z.object({
    kind: z.literal('subscription'),
    deliveryId: z.string().min(1),
    template: z.literal('subscription-confirmed'),
    subscriptionId: z.uuid(),
  }),
  /**
   * Messages of a conversation left unread (decision 94): one e-mail to its recipient (`messages-unread` to the
   * customer, `owner-messages-unread` to the owner) for the batch of the other side's messages up to `lastSeq`.
   */
  z.object({
    kind: z.literal('conversation'),
    deliveryId: z.string().min(1),
    template: z.enum(['messages-unread', 'owner-messages-unread']),
    conversationId: z.uuid(),
    lastSeq: z.number().int().positive(),
  }),
  /**
   * A guest asked for their data (decision 99): a link, valid 24 hours from the request, to the address they gave.
   * The token is made when the e-mail is, so no queue or table ever holds it.
   */
  z.object({
    kind: z.literal('privacy'),
    deliveryId: z.string().min(1),
    template: z.literal('data-export-link'),
    email: z.email(),
    language: z.enum(LANGUAGES),
    subject: z.string().min(1),
    requestedAt: z.iso.datetime(),
  }),
]);
export type NotificationJob = z.infer<typeof NotificationJobSchema>;

/** A delivery the reactor decided: the job and when it is due. */
export interface PlannedDelivery {
  job: NotificationJob;
  runAt: Date;
  /** The trace of the event it was planned from (tracing on): its job's span joins it. */
  traceparent?: string | undefined;
}

/** Deliveries as the queue takes them: the delivery id is the job id (a second add of it is a no-op), due at its time. */
export const notificationQueueJobs = (
  deliveries: readonly PlannedDelivery[],
  retry: { attempts: number; backoffMs: number },
) =>
  deliveries.map((delivery) => ({
    name: delivery.job.template,
    data: withTraceparent(NotificationJobSchema.parse(delivery.job), delivery.traceparent),
    options: { id: delivery.job.deliveryId, runAt: delivery.runAt, ...retry },
  }));
