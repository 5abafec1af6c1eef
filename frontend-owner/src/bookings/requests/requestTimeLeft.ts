import type { OwnerBooking } from '@grandtour/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Below this, the time left shows in the warning colour: the owner may not look again before it lapses. */
export const URGENT_BELOW_HOURS = 2;

/** What is left of the owner's day to answer, as the texts say it (counted down, never rounded up). */
export type RequestTimeLeft =
  | { kind: 'hoursMinutes'; hours: number; minutes: number; urgent: boolean }
  | { kind: 'underAnHour'; urgent: true }
  | { kind: 'overdue'; urgent: true };

export function requestTimeLeft(respondBy: string, now: Date): RequestTimeLeft {
  const left = Date.parse(respondBy) - now.getTime();
  if (!(left > 0)) return { kind: 'overdue', urgent: true };
  if (left < HOUR) return { kind: 'underAnHour', urgent: true };
  return {
    kind: 'hoursMinutes',
    hours: Math.floor(left / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    urgent: left < URGENT_BELOW_HOURS * HOUR,
  };
}

/** The texts' key for it (in the requests namespace), with what they substitute. */
export const timeLeftText = (left: RequestTimeLeft) =>
  left.kind === 'hoursMinutes'
    ? {
        key: 'app.requests.timeLeft.hoursMinutes',
        options: { hours: left.hours, minutes: left.minutes },
      }
    : { key: `app.requests.timeLeft.${left.kind}`, options: {} };

/** Whether the owner still has to answer this booking's request (Accept and Decline are offered). */
export const awaitsOwner = (booking: Pick<OwnerBooking, 'request'> | undefined) =>
  booking?.request?.status === 'awaiting_owner';
