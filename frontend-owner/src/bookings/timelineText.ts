import { CANCELLATION_REASONS, type CancellationReason, type TimelineStep } from '@grandtour/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Cancellations of a request to book (decision 85): nothing was charged, so no fee, share or refund to show. */
const NOTHING_CHARGED: Readonly<Record<CancellationReason, boolean>> = {
  customer: false,
  hold_expired: false,
  schedule_conflict: false,
  payment_after_cancellation: false,
  driver_rejected: false,
  request_declined: true,
  request_expired: true,
  authorisation_lapsed: true,
};

const reasonOf = (step: TimelineStep): CancellationReason | null => {
  const reason = step.details.reason;
  return (CANCELLATION_REASONS as readonly unknown[]).includes(reason)
    ? (reason as CancellationReason)
    : null;
};

/** One step of the money timeline as a line: what happened, then its amounts (and a cancellation's reason). */
export function timelineStepText(step: TimelineStep, translate: Translate, euros: (cents: number) => string) {
  const label = translate(`app.timeline.${step.kind}`);
  if (step.kind !== 'cancelled')
    return step.amountCents === null ? label : `${label} — ${euros(step.amountCents)}`;
  const reason = reasonOf(step);
  const said = reason
    ? translate('app.timeline.reason', { reason: translate(`app.cancellationReasons.${reason}`) })
    : '';
  if (reason && NOTHING_CHARGED[reason])
    return `${translate('app.timeline.cancelledNothingCharged')} — ${said}`;
  const details = step.details as Record<string, number | undefined>;
  const parts = [
    step.amountCents === null ? '' : euros(step.amountCents),
    translate('app.timeline.ownerShare', { amount: euros(details.ownerShareOfFeeCents ?? 0) }),
    translate('app.timeline.refundDue', { amount: euros(details.refundDueCents ?? 0) }),
    said,
  ];
  return `${label} — ${parts.filter(Boolean).join(' · ')}`;
}
