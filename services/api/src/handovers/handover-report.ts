import {
  bookingDecider,
  bookingStreamName,
  DomainError,
  foldEvents,
  handleCommand,
  handoverCompleteness,
  handoverContentHash,
  SIGNING_CODE_TRIES,
  type BookingCommand,
  type BookingEvent,
  type BookingState,
  type HandoverCommand,
  type HandoverReportState,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { HANDOVER_ANGLES, type HandoverPhase, type HandoverReport } from '@grandtour/shared';

export type ExistingBooking = Exclude<BookingState, { status: 'none' }>;

/** The booking as its stream stands, for deciding (the pages read the handover_reports read model). */
async function loadBooking(store: EventStore, bookingId: string): Promise<ExistingBooking | null> {
  const { events } = await store.readStream<BookingEvent>(bookingStreamName(bookingId));
  const state = foldEvents(bookingDecider, events);
  return state.status === 'none' ? null : state;
}

/** One report as its parties see it; `base` is the report's own address (owner's, customer's or admin's). */
export function reportView(
  bookingId: string,
  phase: HandoverPhase,
  report: HandoverReportState,
  base: string,
  now: Date,
): HandoverReport {
  const content = handoverContentHash(bookingId, phase, report);
  const damageSlots = [...report.photos.keys()].filter((slot) => slot.startsWith('damage-'));
  const slots = [...HANDOVER_ANGLES, ...damageSlots].map((slot) => {
    const photo = report.photos.get(slot);
    return {
      slot,
      photoUrl: photo ? `${base}/photos/${slot}` : null,
      sha256: photo?.sha256 ?? null,
      addedBy: photo?.addedBy ?? null,
      addedAt: photo?.addedAt ?? null,
    };
  });
  const { code } = report;
  const codeValid =
    code && code.failedTries < SIGNING_CODE_TRIES && new Date(code.expiresAt).getTime() > now.getTime();
  return {
    bookingId,
    phase,
    slots,
    readings: report.readings,
    damages: [...report.damages],
    signatures: [...report.signatures].map(([party, signature]) => ({
      party,
      signedAt: signature.signedAt,
      current: signature.contentSha256 === content,
    })),
    completeness: handoverCompleteness(bookingId, phase, report),
    contentSha256: content,
    sealed: report.seal !== null,
    sealSha256: report.seal?.sealSha256 ?? null,
    sealedAt: report.seal?.sealedAt ?? null,
    signingCodeExpiresAt: codeValid ? code.expiresAt : null,
    extras: report.extras ?? null,
  };
}

/** Refusals the decider would answer, before anything is stored (an object for a refused command is never kept). */
export async function refusalBefore(store: EventStore, bookingId: string, command: HandoverCommand) {
  const booking = await loadBooking(store, bookingId);
  if (!booking) throw new DomainError('booking_not_found', 'not_found', 'Booking not found.');
  bookingDecider.decide(command, booking);
}

/** Runs a report's command on the booking's stream; a wrong code is recorded (its tries count), then refused. */
export async function runHandoverCommand(store: EventStore, bookingId: string, command: HandoverCommand) {
  const { newEvents } = await handleCommand(
    store,
    bookingStreamName(bookingId),
    bookingDecider,
    command as BookingCommand,
    // The photos of one report arrive together: each is decided again on the fresh state.
    { retries: 20 },
  );
  const rejected = newEvents.find((event) => event.type === 'HandoverSigningCodeRejected');
  if (rejected?.type === 'HandoverSigningCodeRejected')
    throw new DomainError('signing_code_wrong', 'rule', 'Wrong signing code.', {
      triesLeft: Math.max(0, SIGNING_CODE_TRIES - rejected.data.failedTries),
    });
}
