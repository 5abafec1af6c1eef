import { euros, year, type SearchFilters } from './searchFilters.ts';

export type FilterProblem =
  'priceInvalid' | 'priceOrder' | 'yearInvalid' | 'yearOrder' | 'datesTogether' | 'dateOrder';

export const FIELDS_OF_PROBLEM: Readonly<Record<FilterProblem, readonly (keyof SearchFilters)[]>> = {
  priceInvalid: ['minPrice', 'maxPrice'],
  priceOrder: ['minPrice', 'maxPrice'],
  yearInvalid: ['minYear', 'maxYear'],
  yearOrder: ['minYear', 'maxYear'],
  datesTogether: ['startDate', 'endDate'],
  dateOrder: ['startDate', 'endDate'],
};

const invalid = (value: string, normalise: (value: string) => string) =>
  value !== '' && normalise(value) === '';

/** What the API would refuse, caught before any call so the visitor gets a clear message in their language. */
export function validateFilters(filters: SearchFilters): FilterProblem | null {
  if (invalid(filters.minPrice, euros) || invalid(filters.maxPrice, euros)) return 'priceInvalid';
  if (filters.minPrice && filters.maxPrice && Number(filters.minPrice) > Number(filters.maxPrice))
    return 'priceOrder';
  if (invalid(filters.minYear, year) || invalid(filters.maxYear, year)) return 'yearInvalid';
  if (filters.minYear && filters.maxYear && Number(filters.minYear) > Number(filters.maxYear))
    return 'yearOrder';
  if (Boolean(filters.startDate) !== Boolean(filters.endDate)) return 'datesTogether';
  if (filters.startDate && filters.endDate && filters.endDate < filters.startDate) return 'dateOrder';
  return null;
}
