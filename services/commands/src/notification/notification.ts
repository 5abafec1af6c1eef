import type { LanguageCode } from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import { nameBasedUuid } from '../ids/name-based-uuid.ts';

/** Every e-mail the platform sends (decision 24). */
export const NOTIFICATION_TEMPLATES = [
  'booking-confirmed',
  'booking-changed',
  'reminder-24h',
  'reminder-1h',
  'owner-driver-unverified',
  'booking-cancelled',
  'hold-expired',
  'owner-new-booking',
  'owner-booking-cancelled',
  'owner-payout-sent',
  'contact-acknowledgement',
  'contact-forward',
  'sign-in-locked',
  'subscription-confirmed',
  'deposit-held',
  'deposit-hold-failed',
  'owner-deposit-hold-failed',
  'deposit-released',
  'deposit-captured',
  'payout-account-changed',
  // Request to book (decision 85).
  'request-sent',
  'owner-booking-request',
  'owner-request-reminder',
  'request-declined',
  'request-expired',
  'request-lapsed',
  'owner-request-expired',
  'owner-request-lapsed',
  // Damage claims on the deposit (issue 23).
  'claim-opened',
  'owner-claim-accepted',
  'owner-claim-contested',
  'owner-claim-decided',
  'owner-claim-settled',
  // The sealed handover report, its PDF attached (issue 23).
  'handover-report',
  'owner-handover-report',
  // Messages left unread for UNREAD_EMAIL_AFTER_MINUTES, one e-mail per batch (decision 94).
  'messages-unread',
  'owner-messages-unread',
  // A link to confirm the erasure of one's account (decision 99).
  'erasure-confirmation',
  // A guest's link to download their data (issue 25, decision 99).
  'data-export-link',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

/** The spec's Booking.notificationsSent flag each template sets. */
export const BOOKING_NOTIFICATION_FLAGS: Partial<
  Record<NotificationTemplate, 'confirmation' | 'reminder24h' | 'reminder1h'>
> = {
  'booking-confirmed': 'confirmation',
  'reminder-24h': 'reminder24h',
  'reminder-1h': 'reminder1h',
};

/** One delivery per event and template: the job id, the delivery's key and the e-mail's Message-ID all derive from it. */
export const deliveryIdFor = (eventId: string, template: NotificationTemplate) => `${eventId}:${template}`;

/** A name-based UUID for a delivery, so the same delivery is always the same notification. */
export function notificationIdFor(deliveryId: string): string {
  return nameBasedUuid('notification', deliveryId);
}

/**
 * E-mails that finished sending together are recorded together, on a stream of their own (decision 24): these facts
 * guard no invariant, and one append per e-mail was the workers' heaviest cost.
 */
export const notificationBatchStreamName = (batchId: string) => `notifications-${batchId}`;

/**
 * An e-mail left the platform (accepted by the SMTP server, or written to the local outbox). Its projection is keyed
 * by `notificationId` (derived from the delivery), so a delivery is never counted twice.
 */
export type NotificationSent = DomainEvent<
  'NotificationSent',
  {
    notificationId: string;
    deliveryId: string;
    template: NotificationTemplate;
    /**
     * Whom it concerns: the booking's customer (account or guest), the owner, the contact's sender, `support`, or the
     * account locked out.
     */
    userId: string;
    /**
     * Whose personal data the e-mail carries, when `userId` does not name them (the support team's copy of a contact
     * message: `contact:{messageId}`); absent on events written before (decision 99).
     */
    subject?: string;
    bookingId: string | null;
    recipient: string;
    language: LanguageCode;
    /** The e-mail's subject. */
    title: string;
    /** A one-line summary of what it said. */
    message: string;
    channel: 'email';
    sentAt: string;
  }
>;
export type NotificationEvent = NotificationSent;
export const NOTIFICATION_EVENT_TYPES: readonly NotificationEvent['type'][] = ['NotificationSent'];
