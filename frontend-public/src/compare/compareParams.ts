import { isCalendarDate } from '../common/isCalendarDate.ts';

/** Spec §9: at most 3 cars side by side, and at least 2 to compare. */
export const COMPARE_MAX = 3;
export const COMPARE_MIN = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ids of `?cars=a,b,c`: malformed ones and repeats are dropped, and only the first three are kept. */
export function parseCompareIds(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

export interface TripDates {
  startDate: string;
  endDate: string;
}

/** The trip the columns are priced for: its dates, and whether the car is brought to the visitor's door. */
export interface Trip extends TripDates {
  homeDelivery: boolean;
}

export function parseTrip(params: URLSearchParams): Trip {
  const read = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return {
    startDate: read('startDate'),
    endDate: read('endDate'),
    homeDelivery: params.get('homeDelivery') === 'true',
  };
}

/**
 * `/compare?cars=id1,id2&startDate=…&endDate=…&homeDelivery=true`, with the commas unescaped as the spec writes
 * the address. Without cars the trip means nothing: the address is a bare /compare (spec §2, last car removed).
 */
export function compareHref(ids: readonly string[], trip: Trip): string {
  if (ids.length === 0) return '/compare';
  const parts = [
    `cars=${ids.join(',')}`,
    trip.startDate && `startDate=${trip.startDate}`,
    trip.endDate && `endDate=${trip.endDate}`,
    trip.homeDelivery && 'homeDelivery=true',
  ].filter(Boolean);
  return `/compare?${parts.join('&')}`;
}
