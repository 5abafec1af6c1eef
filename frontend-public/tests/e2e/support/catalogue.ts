import type { APIRequestContext } from '@playwright/test';
import type { Car } from '@grandtour/shared';

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

/** A date `days` from today as YYYY-MM-DD. */
export function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
