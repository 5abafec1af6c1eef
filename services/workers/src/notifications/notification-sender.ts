import { notificationIdFor, type NotificationSent } from '@grandtour/commands';
import { integerFromDatabase, type EventStore } from '@grandtour/event-store';
import { statement, type IssuedReceipt, type StatementOptions } from '@grandtour/projections';
import {
  ERASED,
  isDriverVerifiedOn,
  isLanguageCode,
  pickupInstant,
  type DriverVerificationStatus,
  type LanguageCode,
} from '@grandtour/shared';
import {
  EXPORT_LINK_HOURS,
  type ErasureConfirmationTokens,
  type ExportLinkTokens,
  type ObjectStore,
} from '@grandtour/platform';
import type pg from 'pg';
import { createHandoverReportPdfs } from '../handover-reports/handover-report-pdfs.ts';
import type { EmailAttachment, Mailer } from '../mail/mailer.ts';
import type { ReceiptDeposit } from '../receipts/receipt-deposit.ts';
import { createReceipts, type ReceiptBooking } from '../receipts/receipts.ts';
import type { QueuedJob } from '../queue/job-queue.ts';
import {
  bookedStayOf,
  renderBookingEmail,
  renderContactAcknowledgement,
  renderContactForward,
  renderErasureConfirmation,
  renderDataExportLink,
  renderPayoutAccountChanged,
  renderSignInLocked,
  renderSubscriptionConfirmed,
  renderUnreadMessages,
  type BookingEmailView,
  type RenderedEmail,
} from './emails/render.ts';
import type { NotificationJob } from './notification-jobs.ts';
import { createNotificationRecorder } from './notification-recorder.ts';
import { REMINDER_TEMPLATES } from './plan-notifications.ts';

/** Claims a delivery ($1) for $2 seconds: no row when someone else has it or it is settled. */
const CLAIM_DELIVERY = `WITH claimed AS (
         UPDATE notification_deliveries
            SET status = 'sending', claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1,
                updated_at = now()
          WHERE id = $1 AND (status IN ('pending', 'failed') OR (status = 'sending' AND claimed_until < now()))
          RETURNING id)`;

export interface NotificationSenderOptions {
  pool: pg.Pool;
  store: EventStore;
  mailer: Mailer;
  /** The evidence (decision 87): the photos and signatures a handover report's PDF draws. */
  objects: ObjectStore;
  clock: () => Date;
  publicUrl: string;
  supportEmail: string;
  /** Attempts in all: the last failure marks the delivery failed (the operator's `jobs retry` takes it again). */
  attempts: number;
  /** How long a claimed delivery is left to its worker before another may send it. */
  claimSeconds?: number;
  /** The claim, run for every e-mail, is planned once per connection where statements can be named. */
  statements: StatementOptions;
  /** Seals guests' download links to their data (decision 99). */
  exportLinks: ExportLinkTokens;
  /** Signs the links that confirm an account's erasure (decision 99). */
  erasureTokens: ErasureConfirmationTokens;
}

/** The booking as the e-mails and the receipt need it (the bookings read model, read in the claim's round trip). */
interface BookingRow extends ReceiptBooking {
  userId: string;
  ownerId: string;
  refundDueCents: number;
  ownerPayoutCents: number;
  cancellationReason: string | null;
  /** A request to book's progress, answer deadline and the owner's words (decision 85). */
  requestStatus: string | null;
  requestRespondBy: Date | null;
  requestDeclineMessage: string | null;
}

/** The claim's row: the booking, its receipt's columns (null if none), the owner's account's (owner e-mails). */
interface ClaimRow extends BookingRow {
  receiptNumber: string | null;
  receiptYear: number | null;
  receiptSequence: number | null;
  receiptIssuedAt: Date | null;
  ownerEmail: string | null;
  ownerFirstName: string | null;
  ownerLanguage: string | null;
  /** The deposit's columns (booking_deposits), null before its first hold: the confirmation's receipt states them. */
  depositAmountCents: number | string | bigint | null;
  depositHeldAt: Date | null;
  depositReleasedAt: Date | null;
  depositCapturedCents: number | string | bigint | null;
}

/** A subscription as its confirmation needs it (the subscriptions read model). */
interface SubscriptionRow {
  email: string;
  language: string;
  planName: string;
  priceCents: number | string | bigint;
  accountId: string | null;
  activatedAt: Date | null;
}

/** The account an account's e-mail goes to. */
interface AccountRow {
  email: string;
  firstName: string;
  language: string;
}

/** A conversation as its unread-messages e-mail needs it, with its recipients' accounts (decision 94). */
interface ConversationRow {
  id: string | null;
  bookingId: string | null;
  carName: string;
  ownerId: string;
  ownerName: string;
  customerKey: string;
  customerName: string;
  guestEmail: string | null;
  language: string;
  customerReadSeq: number;
  ownerReadSeq: number;
  lastText: string | null;
  unreadCount: number;
  ownerEmail: string | null;
  ownerFirstName: string | null;
  ownerLanguage: string | null;
  customerEmail: string | null;
  customerFirstName: string | null;
  customerLanguage: string | null;
}

/** The owner is written to at their account, if they have one. */
const ownerRecipientOf = (row: ConversationRow) =>
  row.ownerEmail === null
    ? null
    : {
        to: row.ownerEmail,
        userId: row.ownerId,
        name: row.ownerFirstName ?? '',
        language: row.ownerLanguage,
      };

/** A customer with an account is written to at its address and in its language; a guest at the e-mail they gave. */
function customerRecipientOf(row: ConversationRow) {
  if (row.customerEmail !== null)
    return {
      to: row.customerEmail,
      userId: row.customerKey.slice('user:'.length),
      name: row.customerFirstName ?? row.customerName,
      language: row.customerLanguage,
    };
  if (row.guestEmail === null) return null;
  return { to: row.guestEmail, userId: row.customerKey, name: row.customerName, language: row.language };
}

/** What a claim read: no booking when it is unknown; no owner unless the e-mail is the owner's and they have one. */
interface Claimed {
  booking: BookingRow | null;
  receipt: IssuedReceipt | null;
  deposit: ReceiptDeposit | null;
  owner: { email: string; firstName: string; language: string } | null;
}

/** The booking's bigint money columns, which the claim reads as text or BigInt. */
const MONEY_FIELDS = [
  'dailyPriceCents',
  'rentalCents',
  'deliveryCents',
  'serviceFeeCents',
  'totalCents',
  'depositCents',
  'paidCents',
  'cancellationFeeCents',
  'refundDueCents',
  'refundedCents',
  'ownerPayoutCents',
] as const satisfies readonly (keyof BookingRow)[];

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** What to send, to whom, and for whom it is recorded; or why nothing is sent any more. */
type Outgoing =
  | {
      send: true;
      to: string;
      replyTo?: string;
      userId: string;
      /** Whose personal data it carries, when `userId` does not name them (decision 99). */
      subject?: string;
      language: LanguageCode;
      email: RenderedEmail;
      attachments?: EmailAttachment[];
      /** The booking it concerns, when the job does not name one (a booking's conversation). */
      bookingId?: string | null;
    }
  | { send: false; status: 'skipped' | 'cancelled'; reason: string };

/** A Message-ID's left part may not hold ':' (RFC 5322 dot-atom): the delivery id with its ':' as '.'. */
export const messageIdFor = (deliveryId: string) =>
  `${deliveryId.replaceAll(':', '.')}@notifications.grandtour`;

/**
 * Sends one delivery, once (decision 24): claim it (pending → sending, with a lease), render it from the read models
 * as they are now, send it, then append `NotificationSent` on a stream that must not exist yet; the notifications
 * projection marks the delivery sent in that same transaction. A job for a delivery already sent, cancelled or
 * claimed by a live worker does nothing.
 */
export function createNotificationSender(options: NotificationSenderOptions) {
  const { pool, mailer, clock } = options;
  const recorder = createNotificationRecorder({ store: options.store });
  const claimSeconds = options.claimSeconds ?? 120;
  const receipts = createReceipts({ pool, clock });
  const handoverReports = createHandoverReportPdfs({ pool, objects: options.objects });

  /** A sealed handover report's e-mail carries its PDF, in the reader's language. */
  async function handoverReportOf(
    job: Extract<NotificationJob, { kind: 'booking' }>,
    language: LanguageCode,
  ): Promise<EmailAttachment[] | undefined> {
    if (job.template !== 'handover-report' && job.template !== 'owner-handover-report') return undefined;
    if (!job.handover) throw new Error(`${job.template} without its report`);
    const report = await handoverReports.render(job.bookingId, job.handover.phase, language);
    // The report's read model is written with the seal (inline): not sealed there is a fault, tried again.
    if (report.status !== 'sealed') throw new Error(`handover report ${report.status}`);
    return [{ filename: report.filename, contentType: 'application/pdf', content: report.pdf }];
  }

  /** The confirmation carries the booking's receipt (its number issued now if it has none yet). */
  async function receiptOf(
    booking: BookingRow,
    known: IssuedReceipt | null,
    deposit: ReceiptDeposit | null,
  ): Promise<EmailAttachment[]> {
    const receipt = await receipts.of(booking, known, deposit);
    return receipt
      ? [{ filename: receipt.filename, contentType: 'application/pdf', content: receipt.pdf }]
      : [];
  }

  /**
   * Claims the delivery (pending → sending, with a lease) and, in the same round trip, reads what its e-mail needs as
   * the read models have it now: the booking, its receipt if one was issued, its deposit (the receipt states it), and
   * for the owner's e-mails the owner's account. No row: someone else has it, or it is settled. A row without `id`: the
   * booking is unknown.
   */
  async function claim(
    delivery: Exclude<NotificationJob, { kind: 'account' | 'subscription' | 'conversation' }>,
  ): Promise<Claimed | null> {
    const booking = delivery.kind === 'booking';
    const { rows } = await pool.query(
      statement(
        options.statements,
        'notification-claim',
        `${CLAIM_DELIVERY}
       SELECT b.id, b.user_id AS "userId", b.owner_id AS "ownerId", b.car_brand AS "carBrand",
              b.car_model AS "carModel", b.start_date::text AS "startDate", b.end_date::text AS "endDate", b.days,
              b.pickup_location AS "pickupLocation", b.dropoff_location AS "dropoffLocation",
              b.pickup_address AS "pickupAddress", b.dropoff_address AS "dropoffAddress",
              b.rental_cents AS "rentalCents",
              b.delivery_cents AS "deliveryCents", b.service_fee_cents AS "serviceFeeCents",
              b.total_cents AS "totalCents", b.deposit_cents AS "depositCents", b.paid_cents AS "paidCents",
              b.cancellation_fee_cents AS "cancellationFeeCents", b.refund_due_cents AS "refundDueCents",
              b.owner_payout_cents AS "ownerPayoutCents", b.status, b.language, b.customer_info AS "customerInfo",
              b.daily_price_cents AS "dailyPriceCents", b.payment_method AS "paymentMethod",
              b.confirmed_at AS "confirmedAt", b.refunded_cents AS "refundedCents",
              b.cancellation_date AS "cancellationDate", b.cancellation_reason AS "cancellationReason",
              b.request_status AS "requestStatus", b.request_respond_by AS "requestRespondBy",
              b.request_decline_message AS "requestDeclineMessage",
              r.number AS "receiptNumber", r.year AS "receiptYear", r.sequence AS "receiptSequence",
              r.issued_at AS "receiptIssuedAt",
              d.amount_cents AS "depositAmountCents", d.held_at AS "depositHeldAt",
              d.released_at AS "depositReleasedAt", d.captured_cents AS "depositCapturedCents",
              o.email AS "ownerEmail", o.first_name AS "ownerFirstName", o.language AS "ownerLanguage"
         FROM claimed
         LEFT JOIN bookings b ON b.id = $3::uuid
         LEFT JOIN receipts r ON r.booking_id = b.id
         LEFT JOIN booking_deposits d ON d.booking_id = b.id
         -- An owner id that is not a UUID has no account (the CASE keeps the cast from failing on it).
         LEFT JOIN users o ON $4 AND o.id = CASE WHEN b.owner_id ~* '${UUID_PATTERN}' THEN b.owner_id::uuid END`,
        [
          delivery.deliveryId,
          claimSeconds,
          booking ? delivery.bookingId : null,
          booking && delivery.audience === 'owner',
        ],
      ),
    );
    const row = rows[0] as ClaimRow | undefined;
    if (!row) return null;
    if (!row.id) return { booking: null, receipt: null, deposit: null, owner: null };
    for (const field of MONEY_FIELDS) row[field] = integerFromDatabase(row[field]);
    return {
      booking: row,
      receipt:
        row.receiptNumber === null
          ? null
          : {
              bookingId: row.id,
              number: row.receiptNumber,
              year: row.receiptYear!,
              sequence: row.receiptSequence!,
              issuedAt: row.receiptIssuedAt!,
            },
      deposit:
        row.depositAmountCents === null
          ? null
          : {
              amountCents: integerFromDatabase(row.depositAmountCents),
              heldAt: row.depositHeldAt,
              releasedAt: row.depositReleasedAt,
              capturedCents: integerFromDatabase(row.depositCapturedCents!),
            },
      owner:
        row.ownerEmail === null
          ? null
          : { email: row.ownerEmail, firstName: row.ownerFirstName!, language: row.ownerLanguage! },
    };
  }

  /**
   * An account's e-mail (a lock-out, decision 51): claims the delivery and reads the account as it is now, in one
   * round trip. No row: someone else has it, or it is settled; `account` null: the account is unknown.
   */
  async function claimAccount(
    delivery: Extract<NotificationJob, { kind: 'account' }>,
  ): Promise<{ account: AccountRow | null } | null> {
    const { rows } = await pool.query(
      `${CLAIM_DELIVERY}
       SELECT u.email, u.first_name AS "firstName", u.language
         FROM claimed LEFT JOIN users u ON u.id = $3::uuid`,
      [delivery.deliveryId, claimSeconds, delivery.userId],
    );
    const row = rows[0] as Partial<AccountRow> | undefined;
    if (!row) return null;
    return { account: row.email ? (row as AccountRow) : null };
  }

  /** A subscription's confirmation: claims the delivery and reads the subscription, in one round trip. */
  async function claimSubscription(
    delivery: Extract<NotificationJob, { kind: 'subscription' }>,
  ): Promise<{ subscription: SubscriptionRow | null } | null> {
    const { rows } = await pool.query(
      `${CLAIM_DELIVERY}
       SELECT s.email, s.language, s.plan_name AS "planName", s.price_cents AS "priceCents",
              s.account_id::text AS "accountId", s.activated_at AS "activatedAt"
         FROM claimed LEFT JOIN subscriptions s ON s.id = $3::uuid`,
      [delivery.deliveryId, claimSeconds, delivery.subscriptionId],
    );
    const row = rows[0] as Partial<SubscriptionRow> | undefined;
    if (!row) return null;
    return { subscription: row.email ? (row as SubscriptionRow) : null };
  }

  /**
   * A conversation's unread messages (decision 94): claims the delivery and reads, in one round trip, the conversation,
   * the batch's last message, how many of the batch are still unread, and both sides' accounts. `conversation` null:
   * the conversation is unknown.
   */
  async function claimConversation(
    delivery: Extract<NotificationJob, { kind: 'conversation' }>,
  ): Promise<{ conversation: ConversationRow | null } | null> {
    const { rows } = await pool.query(
      `${CLAIM_DELIVERY}
       SELECT c.conversation_id::text AS id, c.booking_id::text AS "bookingId", c.car_name AS "carName",
              c.owner_id AS "ownerId", c.owner_name AS "ownerName", c.customer_key AS "customerKey",
              c.customer_name AS "customerName", c.guest_email AS "guestEmail", c.language,
              c.customer_read_seq AS "customerReadSeq", c.owner_read_seq AS "ownerReadSeq", m.text AS "lastText",
              (SELECT count(*)::int FROM conversation_messages u
                WHERE u.conversation_id = c.conversation_id AND u.author = m.author AND u.seq <= $4
                  AND u.seq > CASE m.author WHEN 'owner' THEN c.customer_read_seq ELSE c.owner_read_seq END)
                AS "unreadCount",
              o.email AS "ownerEmail", o.first_name AS "ownerFirstName", o.language AS "ownerLanguage",
              a.email AS "customerEmail", a.first_name AS "customerFirstName", a.language AS "customerLanguage"
         FROM claimed
         LEFT JOIN conversations c ON c.conversation_id = $3::uuid
         LEFT JOIN conversation_messages m ON m.conversation_id = c.conversation_id AND m.seq = $4
         LEFT JOIN users o ON o.id = CASE WHEN c.owner_id ~* '${UUID_PATTERN}' THEN c.owner_id::uuid END
         LEFT JOIN users a ON a.id = CASE WHEN substr(c.customer_key, 6) ~* '${UUID_PATTERN}'
                                          AND c.customer_key LIKE 'user:%' THEN substr(c.customer_key, 6)::uuid END`,
      [delivery.deliveryId, claimSeconds, delivery.conversationId, delivery.lastSeq],
    );
    const row = rows[0] as ConversationRow | undefined;
    if (!row) return null;
    return { conversation: row.id ? row : null };
  }

  async function settle(deliveryId: string, status: string, error: string | null) {
    await pool.query(
      `UPDATE notification_deliveries SET status = $2, last_error = $3, claimed_until = NULL, updated_at = now()
        WHERE id = $1 AND status = 'sending'`,
      [deliveryId, status, error],
    );
  }

  /** Whether the booking's driver (its user: an account or a guest browser) is verified to the return (issue 22). */
  async function driverVerified(userId: string, returnDate: string): Promise<boolean> {
    const { rows } = await pool.query(
      `SELECT status, licence_expires_on::text AS "licenceExpiresOn" FROM driver_verifications WHERE user_id = $1`,
      [userId],
    );
    const driver = rows[0] as
      { status: DriverVerificationStatus; licenceExpiresOn: string | null } | undefined;
    return driver !== undefined && isDriverVerifiedOn(driver, returnDate);
  }

  async function bookingEmail(
    job: Extract<NotificationJob, { kind: 'booking' }>,
    { booking: row, receipt, deposit, owner }: Claimed,
  ): Promise<Outgoing> {
    if (!row) return { send: false, status: 'skipped', reason: 'booking not found' };
    const pickupAt = pickupInstant(row.startDate);
    if ((REMINDER_TEMPLATES as readonly string[]).includes(job.template)) {
      if (row.status !== 'confirmed')
        return { send: false, status: 'cancelled', reason: `booking ${row.status}` };
      if (job.pickupAt && new Date(job.pickupAt).getTime() !== pickupAt.getTime())
        return { send: false, status: 'cancelled', reason: 'pickup moved' };
    }
    // The owner answered (or the request ended) since the reminder was planned: nothing to remind of.
    if (job.template === 'owner-request-reminder' && row.requestStatus !== 'awaiting_owner')
      return { send: false, status: 'cancelled', reason: `request ${row.requestStatus}` };
    if (job.template === 'owner-driver-unverified' && (await driverVerified(row.userId, row.endDate)))
      return { send: false, status: 'skipped', reason: 'driver verified' };
    const view: BookingEmailView = {
      ...bookedStayOf(row),
      paidCents: row.paidCents,
      cancellationFeeCents: row.cancellationFeeCents,
      cancellationReason: row.cancellationReason,
      refundDueCents: row.refundDueCents,
      ownerPayoutCents: row.ownerPayoutCents,
      ownerFeeShareCents: job.ownerFeeShareCents,
      payout: job.payout,
      change: job.change,
      deposit: job.deposit,
      claim: job.claim,
      handover: job.handover,
      request: {
        respondBy: row.requestRespondBy,
        declineMessage: row.requestDeclineMessage,
        hoursLeft: job.requestHoursLeft ?? null,
      },
    };
    if (job.audience === 'owner') {
      if (!owner) return { send: false, status: 'skipped', reason: 'the owner has no account' };
      const language = isLanguageCode(owner.language) ? owner.language : 'fr';
      return {
        send: true,
        to: owner.email,
        userId: row.ownerId,
        language,
        email: renderBookingEmail(
          job.template,
          language,
          { ...view, ownerName: owner.firstName },
          options.publicUrl,
        ),
        attachments: await handoverReportOf(job, language),
      };
    }
    const language = isLanguageCode(row.language) ? row.language : 'fr';
    return {
      send: true,
      to: view.customer.email,
      userId: row.userId,
      language,
      email: renderBookingEmail(job.template, language, view, options.publicUrl),
      attachments:
        job.template === 'booking-confirmed'
          ? await receiptOf(row, receipt, deposit)
          : await handoverReportOf(job, language),
    };
  }

  function accountEmail(
    job: Extract<NotificationJob, { kind: 'account' }>,
    account: AccountRow | null,
  ): Outgoing {
    if (!account) return { send: false, status: 'skipped', reason: 'account not found' };
    const language = isLanguageCode(account.language) ? account.language : 'fr';
    const firstName = account.firstName;
    let email: RenderedEmail;
    if (job.template === 'erasure-confirmation' && job.erasure) {
      // Asked in the site's language of the moment; the link is signed here, so no token is ever stored.
      const token = options.erasureTokens.sign(job.userId, new Date(job.erasure.expiresAt));
      const erasureLanguage = job.erasure.language;
      return {
        send: true,
        to: account.email,
        userId: job.userId,
        language: erasureLanguage,
        email: renderErasureConfirmation({
          firstName,
          language: erasureLanguage,
          expiresAt: job.erasure.expiresAt,
          confirmUrl: `${options.publicUrl}/account/erase?token=${encodeURIComponent(token)}`,
        }),
      };
    }
    if (job.template === 'payout-account-changed' && job.payoutAccount)
      email = renderPayoutAccountChanged({ firstName, language, ...job.payoutAccount }, options.publicUrl);
    else if (job.template === 'sign-in-locked' && job.lockout)
      email = renderSignInLocked({ firstName, language, ...job.lockout }, options.publicUrl);
    else return { send: false, status: 'skipped', reason: `${job.template} without its details` };
    return { send: true, to: account.email, userId: job.userId, language, email };
  }

  function subscriptionEmail(
    job: Extract<NotificationJob, { kind: 'subscription' }>,
    subscription: SubscriptionRow | null,
  ): Outgoing {
    if (!subscription) return { send: false, status: 'skipped', reason: 'subscription not found' };
    const language = isLanguageCode(subscription.language) ? subscription.language : 'fr';
    return {
      send: true,
      to: subscription.email,
      userId: subscription.accountId ?? `subscriber:${job.subscriptionId}`,
      language,
      email: renderSubscriptionConfirmed(
        {
          planName: subscription.planName,
          priceCents: integerFromDatabase(subscription.priceCents),
          language,
          activatedAt: subscription.activatedAt ?? clock(),
        },
        options.publicUrl,
      ),
    };
  }

  function conversationEmail(
    job: Extract<NotificationJob, { kind: 'conversation' }>,
    row: ConversationRow | null,
  ): Outgoing {
    if (!row || row.lastText === null)
      return { send: false, status: 'skipped', reason: 'conversation not found' };
    const toOwner = job.template === 'owner-messages-unread';
    // Read since it was planned: nothing is waiting any more.
    if ((toOwner ? row.ownerReadSeq : row.customerReadSeq) >= job.lastSeq)
      return { send: false, status: 'cancelled', reason: 'read' };
    const recipient = toOwner ? ownerRecipientOf(row) : customerRecipientOf(row);
    if (!recipient) return { send: false, status: 'skipped', reason: 'no address for the recipient' };
    const language = isLanguageCode(recipient.language) ? recipient.language : 'fr';
    const ownerFirstName = row.ownerFirstName ?? row.ownerName.split(' ')[0] ?? row.ownerName;
    return {
      send: true,
      to: recipient.to,
      userId: recipient.userId,
      bookingId: row.bookingId,
      language,
      email: renderUnreadMessages(
        {
          conversationId: job.conversationId,
          recipient: toOwner ? 'owner' : 'customer',
          language,
          recipientName: recipient.name,
          senderName: toOwner ? row.customerName : ownerFirstName,
          carName: row.carName,
          unreadCount: Math.max(1, row.unreadCount),
          lastMessageText: row.lastText,
        },
        options.publicUrl,
      ),
    };
  }

  function contactEmail(job: Extract<NotificationJob, { kind: 'contact' }>): Outgoing {
    const { contact } = job;
    if (job.template === 'contact-acknowledgement')
      return {
        send: true,
        to: contact.email,
        userId: contact.senderId ?? `contact:${contact.messageId}`,
        subject: `contact:${contact.messageId}`,
        language: contact.language,
        email: renderContactAcknowledgement(contact),
      };
    return {
      send: true,
      to: options.supportEmail,
      replyTo: contact.email,
      userId: 'support',
      subject: `contact:${contact.messageId}`,
      language: 'fr',
      email: renderContactForward(contact),
    };
  }

  /** A guest's link to their data, made now, ending 24 hours after the request (decision 99). */
  function privacyEmail(job: Extract<NotificationJob, { kind: 'privacy' }>): Outgoing {
    const token = options.exportLinks.issue(job.email, job.language, new Date(job.requestedAt));
    return {
      send: true,
      to: job.email,
      userId: job.subject.startsWith('guest:') ? job.subject : `contact:${job.email}`,
      language: job.language,
      email: renderDataExportLink({
        language: job.language,
        link: `${options.publicUrl}/privacy/export?token=${encodeURIComponent(token)}`,
        hours: EXPORT_LINK_HOURS,
      }),
    };
  }

  async function record(job: NotificationJob, outgoing: Extract<Outgoing, { send: true }>) {
    const notificationId = notificationIdFor(job.deliveryId);
    const event: NotificationSent = {
      type: 'NotificationSent',
      data: {
        notificationId,
        deliveryId: job.deliveryId,
        template: job.template,
        userId: outgoing.userId,
        ...(outgoing.subject && { subject: outgoing.subject }),
        bookingId: job.kind === 'booking' ? job.bookingId : (outgoing.bookingId ?? null),
        recipient: outgoing.to,
        language: outgoing.language,
        title: outgoing.email.subject,
        message: outgoing.email.summary,
        channel: 'email',
        sentAt: clock().toISOString(),
      },
    };
    await recorder.record(event);
  }

  return {
    async handle(job: QueuedJob<NotificationJob>): Promise<void> {
      const delivery = job.data;
      let compose: () => Promise<Outgoing> | Outgoing;
      if (delivery.kind === 'account') {
        const claimed = await claimAccount(delivery);
        if (!claimed) return;
        compose = () => accountEmail(delivery, claimed.account);
      } else if (delivery.kind === 'conversation') {
        const claimed = await claimConversation(delivery);
        if (!claimed) return;
        compose = () => conversationEmail(delivery, claimed.conversation);
      } else if (delivery.kind === 'subscription') {
        const claimed = await claimSubscription(delivery);
        if (!claimed) return;
        compose = () => subscriptionEmail(delivery, claimed.subscription);
      } else {
        const claimed = await claim(delivery);
        if (!claimed) return;
        compose = () => {
          if (delivery.kind === 'booking') return bookingEmail(delivery, claimed);
          return delivery.kind === 'privacy' ? privacyEmail(delivery) : contactEmail(delivery);
        };
      }
      let outgoing: Outgoing;
      try {
        outgoing = await compose();
        // The recipient's data was erased (decision 99): nobody to write to any more.
        if (outgoing.send && outgoing.to === ERASED)
          outgoing = { send: false, status: 'skipped', reason: 'recipient erased' };
        if (!outgoing.send) {
          await settle(delivery.deliveryId, outgoing.status, outgoing.reason);
          return;
        }
        await mailer.send({
          messageId: messageIdFor(delivery.deliveryId),
          to: outgoing.to,
          replyTo: outgoing.replyTo,
          subject: outgoing.email.subject,
          html: outgoing.email.html,
          text: outgoing.email.text,
          attachments: outgoing.attachments,
        });
      } catch (error) {
        const last = job.attemptsMade + 1 >= options.attempts;
        await settle(delivery.deliveryId, last ? 'failed' : 'pending', (error as Error).message);
        throw error;
      }
      // If this record fails (database gone), the delivery stays claimed; once its lease is over it is queued and
      // sent again. That, and a crash between the SMTP server's acceptance and this line, are the only ways to a
      // second copy, which then carries the same Message-ID (decision 24).
      await record(delivery, outgoing);
    },
  };
}
export type NotificationSender = ReturnType<typeof createNotificationSender>;
