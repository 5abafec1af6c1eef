import { isCalendarDate } from '../search/searchFilters.ts';

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

export function parseTripDates(params: URLSearchParams): TripDates {
  const read = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return { startDate: read('startDate'), endDate: read('endDate') };
}

/** `/compare?cars=id1,id2&startDate=…&endDate=…`, with the commas unescaped as the spec writes the address. */
export function compareHref(ids: readonly string[], dates: TripDates): string {
  const parts = [
    ids.length > 0 && `cars=${ids.join(',')}`,
    dates.startDate && `startDate=${dates.startDate}`,
    dates.endDate && `endDate=${dates.endDate}`,
  ].filter(Boolean);
  return parts.length > 0 ? `/compare?${parts.join('&')}` : '/compare';
}
