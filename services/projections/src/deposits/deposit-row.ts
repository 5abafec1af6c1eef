import type { BookingEvent, DepositScheduleFacts } from '@grandtour/commands';
import { nextDepositStep } from '@grandtour/commands';
import type { DepositStatus } from '@grandtour/shared';
import { bookingEventTime } from '../booking-event-time.ts';

/** A `booking_deposits` row as the projection evolves it (timestamps as ISO strings). */
export interface DepositRow {
  bookingId: string;
  ownerId: string;
  status: DepositStatus;
  amountCents: number;
  provider: string | null;
  method: string | null;
  holdId: string | null;
  heldAt: string | null;
  expiresAt: string | null;
  failureMessage: string | null;
  failedAt: string | null;
  capturedCents: number;
  releasedAt: string | null;
  pickedUpAt: string | null;
  bookingStatus: DepositScheduleFacts['bookingStatus'];
  startDate: string;
  endDate: string;
  completedAt: string | null;
  paymentMethod: string | null;
  olderHoldIds: string[];
  waived: boolean;
  settled: boolean;
  /** A damage claim is open: the hold stays (issue 23). */
  claimOpen: boolean;
  /** The return's extras assessed and not settled, and what of them the deposit has not paid yet (decision 91). */
  extrasUnsettled: boolean;
  extrasDueCents: number;
  nextStep: string | null;
  nextStepAt: string | null;
  updatedAt: string;
}

export const scheduleFactsOf = (row: DepositRow): DepositScheduleFacts => ({
  bookingStatus: row.bookingStatus,
  startDate: row.startDate,
  endDate: row.endDate,
  completedAt: row.completedAt,
  depositCents: row.amountCents,
  hold:
    row.holdId && row.expiresAt
      ? { holdId: row.holdId, expiresAt: row.expiresAt, method: row.method === 'paypal' ? 'paypal' : 'card' }
      : null,
  olderHoldIds: row.olderHoldIds,
  failed: row.failureMessage !== null,
  waived: row.waived,
  settled: row.settled,
  pickedUpAt: row.pickedUpAt,
  claimOpen: row.claimOpen,
  extrasUnsettled: row.extrasUnsettled,
  extrasDueCents: row.extrasDueCents,
});

function statusOf(row: DepositRow): DepositStatus {
  if (row.settled) return row.capturedCents > 0 ? 'captured' : 'released';
  // A refused renewal is "not secured" even while the older hold runs out (decision 68).
  if (row.failureMessage !== null && !row.waived) return 'failed';
  if (row.holdId) return 'held';
  if (row.waived) return 'waived';
  if (row.amountCents <= 0 || row.bookingStatus === 'cancelled') return 'not_required';
  if (row.bookingStatus === 'completed' || row.pickedUpAt) return 'not_required';
  return 'scheduled';
}

/** The events the deposit's row follows. */
export const DEPOSIT_ROW_EVENT_TYPES = [
  'BookingCreated',
  'PaymentSucceeded',
  'BookingConfirmed',
  'BookingCancelled',
  'BookingCompleted',
  'BookingChanged',
  'DepositHeld',
  'DepositHoldFailed',
  'DepositReleased',
  'DepositCaptured',
  'DepositWaived',
  'BookingPickedUp',
  'ClaimOpened',
  'ClaimSettled',
  'ClaimWithdrawn',
  'ReturnExtrasAssessed',
  'ReturnExtrasSettled',
] as const satisfies readonly BookingEvent['type'][];

/** The row after one event of the booking's stream; null when the event changes nothing here. */
export function evolveDepositRow(row: DepositRow | null, event: BookingEvent): DepositRow | null {
  const next = applyEvent(row, event);
  if (!next) return null;
  const withStatus = {
    ...next,
    status: statusOf(next),
    updatedAt: bookingEventTime(event) ?? new Date(0).toISOString(),
  };
  const step = nextDepositStep(scheduleFactsOf(withStatus), new Date(withStatus.updatedAt));
  return { ...withStatus, nextStep: step?.kind ?? null, nextStepAt: step?.at ?? null };
}

function applyEvent(row: DepositRow | null, event: BookingEvent): DepositRow | null {
  if (event.type === 'BookingCreated') {
    if (row) return null;
    const { bookingId, ownerId, startDate, endDate, quote, createdAt } = event.data;
    return {
      bookingId,
      ownerId,
      status: 'scheduled',
      amountCents: quote.depositCents,
      provider: null,
      method: null,
      holdId: null,
      heldAt: null,
      expiresAt: null,
      failureMessage: null,
      failedAt: null,
      capturedCents: 0,
      releasedAt: null,
      pickedUpAt: null,
      bookingStatus: 'pending',
      startDate,
      endDate,
      completedAt: null,
      paymentMethod: null,
      olderHoldIds: [],
      waived: false,
      settled: false,
      claimOpen: false,
      extrasUnsettled: false,
      extrasDueCents: 0,
      nextStep: null,
      nextStepAt: null,
      updatedAt: createdAt,
    };
  }
  if (!row) return null;
  switch (event.type) {
    case 'PaymentSucceeded':
      return row.paymentMethod ? null : { ...row, paymentMethod: event.data.method };
    case 'BookingConfirmed':
      return { ...row, bookingStatus: 'confirmed' };
    case 'BookingCancelled':
      return { ...row, bookingStatus: 'cancelled' };
    case 'BookingCompleted':
      return { ...row, bookingStatus: 'completed', completedAt: event.data.completedAt };
    case 'BookingChanged':
      return { ...row, startDate: event.data.startDate, endDate: event.data.endDate };
    case 'DepositHeld': {
      const { holdId, provider, method, expiresAt, heldAt, amountCents } = event.data;
      if (row.holdId === holdId || row.olderHoldIds.includes(holdId)) return null;
      return {
        ...row,
        olderHoldIds: row.holdId ? [...row.olderHoldIds, row.holdId] : row.olderHoldIds,
        holdId,
        provider,
        method,
        amountCents,
        expiresAt,
        heldAt,
        failureMessage: null,
        failedAt: null,
      };
    }
    case 'DepositHoldFailed':
      return {
        ...row,
        provider: event.data.provider,
        method: event.data.method,
        failureMessage: event.data.message,
        failedAt: event.data.failedAt,
      };
    case 'DepositReleased': {
      const { holdId, reason, releasedAt } = event.data;
      if (row.holdId !== holdId && !row.olderHoldIds.includes(holdId)) return null;
      if (row.holdId !== holdId)
        return { ...row, olderHoldIds: row.olderHoldIds.filter((id) => id !== holdId) };
      const final = reason !== 'renewed';
      return { ...row, holdId: null, expiresAt: null, releasedAt, settled: row.settled || final };
    }
    case 'DepositCaptured': {
      const { holdId, amountCents, capturedAt } = event.data;
      if (row.holdId !== holdId && !row.olderHoldIds.includes(holdId)) return null;
      const rest = row.holdId === holdId ? { holdId: null, expiresAt: null } : {};
      return {
        ...row,
        ...rest,
        olderHoldIds: row.olderHoldIds.filter((id) => id !== holdId),
        capturedCents: row.capturedCents + amountCents,
        extrasDueCents: Math.max(0, row.extrasDueCents - (event.data.extrasCents ?? 0)),
        releasedAt: capturedAt,
        settled: true,
      };
    }
    case 'DepositWaived':
      return { ...row, waived: true };
    case 'BookingPickedUp':
      return { ...row, pickedUpAt: event.data.pickedUpAt };
    case 'ClaimOpened':
      return { ...row, claimOpen: true };
    case 'ClaimSettled':
    case 'ClaimWithdrawn':
      return { ...row, claimOpen: false };
    case 'ReturnExtrasAssessed':
      return { ...row, extrasUnsettled: event.data.totalCents > 0, extrasDueCents: event.data.totalCents };
    case 'ReturnExtrasSettled':
      return { ...row, extrasUnsettled: false, extrasDueCents: 0 };
    default:
      return null;
  }
}
