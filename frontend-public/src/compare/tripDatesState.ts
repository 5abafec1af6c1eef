import type { TripDates } from './compareParams.ts';

export type TripDatesState = 'none' | 'incomplete' | 'reversed' | 'ready';

export function tripDatesState({ startDate, endDate }: TripDates): TripDatesState {
  if (!startDate && !endDate) return 'none';
  if (!startDate || !endDate) return 'incomplete';
  return endDate < startDate ? 'reversed' : 'ready';
}
