import type { BookingEvent } from '@grandtour/commands';

/** When a booking event happened, by its own timestamp; undefined for an event that carries none of these. */
export function bookingEventTime(event: BookingEvent): string | undefined {
  switch (event.type) {
    case 'BookingCreated':
      return event.data.createdAt;
    case 'PaymentSucceeded':
    case 'ChangePaymentSucceeded':
      return event.data.succeededAt;
    case 'BookingConfirmed':
      return event.data.confirmedAt;
    case 'BookingCancelled':
      return event.data.cancelledAt;
    case 'BookingCompleted':
      return event.data.completedAt;
    case 'BookingChanged':
      return event.data.changedAt;
    case 'RefundIssued':
      return event.data.issuedAt;
    case 'DepositHeld':
      return event.data.heldAt;
    case 'DepositHoldFailed':
      return event.data.failedAt;
    case 'DepositReleased':
      return event.data.releasedAt;
    case 'DepositCaptured':
      return event.data.capturedAt;
    case 'DepositWaived':
      return event.data.waivedAt;
    case 'BookingPickedUp':
      return event.data.pickedUpAt;
    case 'ClaimOpened':
      return event.data.openedAt;
    case 'ClaimSettled':
    case 'ReturnExtrasSettled':
      return event.data.settledAt;
    case 'ClaimWithdrawn':
      return event.data.withdrawnAt;
    case 'ReturnExtrasAssessed':
      return event.data.assessedAt;
    case 'PayoutScheduled':
      return event.data.scheduledAt;
    case 'PayoutSent':
      return event.data.sentAt;
    default:
      return undefined;
  }
}
