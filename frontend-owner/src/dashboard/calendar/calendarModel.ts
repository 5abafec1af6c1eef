import type { CalendarDay, UnavailabilityReason } from '@grandtour/shared';
import { addDays, OWNER_CALENDAR_DAYS } from '@grandtour/shared';

/** What the owner sets for a day: available, or not with an optional reason and notes. */
export interface DaySetting {
  isAvailable: boolean;
  reason: UnavailabilityReason | '';
  notes: string;
}
export interface QueuedDay extends DaySetting {
  date: string;
}

export const DEFAULT_SETTING: DaySetting = { isAvailable: true, reason: '', notes: '' };

/** The spec's window: the next 30 days, today first. */
export const windowDays = (today: string) =>
  Array.from({ length: OWNER_CALENDAR_DAYS }, (_, index) => addDays(today, index));

/** 0 for Sunday (Dim) to 6 for Saturday (Sam), for a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The payload entry of a day: an empty reason or notes is omitted (spec §5), and no reason for an available day. */
export function toPayloadDay({ date, isAvailable, reason, notes }: QueuedDay) {
  const trimmed = notes.trim();
  return {
    date,
    isAvailable,
    ...(!isAvailable && reason ? { reason } : {}),
    ...(trimmed ? { notes: trimmed } : {}),
  };
}

/** Booked and held days cannot be changed by the owner; free and blocked days can. */
export const isChangeable = (day: CalendarDay | undefined) => !day || day.status === 'blocked';
