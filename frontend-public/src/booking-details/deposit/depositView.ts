import type { BookingDetails, PaymentMethod } from '@grandtour/shared';

export const DEPOSIT_STATUSES = [
  'scheduled',
  'held',
  'failed',
  'released',
  'captured',
  'waived',
  'not_required',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The booking's deposit as `GET /api/bookings/:id/details` states it (ISO instants or null, cents). */
export interface DepositView {
  status: DepositStatus;
  amountCents: number;
  scheduledFor: string | null;
  heldAt: string | null;
  expiresAt: string | null;
  releasedAt: string | null;
  capturedCents: number;
  failureMessage: string | null;
  method: PaymentMethod | null;
}

/** The deposit of a booking's details; absent from an older server's answer. */
export const depositOf = (details: BookingDetails): DepositView | null =>
  (details as BookingDetails & { deposit?: DepositView }).deposit ?? null;

/** The timeline steps of the deposit and the handover, as the booking_timeline read model names them. */
export const DEPOSIT_TIMELINE_KINDS = [
  'deposit_held',
  'deposit_hold_failed',
  'deposit_released',
  'deposit_captured',
  'deposit_waived',
  'picked_up',
] as const;
export type DepositTimelineKind = (typeof DEPOSIT_TIMELINE_KINDS)[number];

export const depositPagePath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/deposit`;
