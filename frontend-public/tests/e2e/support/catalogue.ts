import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInParis, type Car } from '@grandtour/shared';

/** The cars `GET /api/cars` answers for a query string, the oracle the journeys compare the page with. */
export async function searchCars(request: APIRequestContext, query = ''): Promise<Car[]> {
  const response = await request.get(`/api/cars${query ? `?${query}` : ''}`);
  if (!response.ok()) throw new Error(`GET /api/cars?${query} answered ${response.status()}`);
  return (await response.json()) as Car[];
}

/** The whole euros of a shown price such as "1 500 €/jour". */
export function eurosShown(text: string): number {
  return Number(text.replace(/\/.*$/, '').replace(/\D/g, ''));
}

export const carName = (car: Car) => `${car.brand} ${car.model}`;

/** A date `days` from today in Paris as YYYY-MM-DD: the marketplace's calendar, whatever the machine's zone or hour. */
export function isoDateIn(days: number): string {
  return addDays(todayInParis(), days);
}
