import {
  CAR_BRANDS,
  CITIES,
  FUEL_TYPES,
  normalizeCategory,
  TRANSMISSIONS,
  type CarBrand,
  type CarCategory,
  type CarSearchQuery,
  type City,
  type FuelType,
  type Transmission,
} from '@grandtour/shared';
import { isCalendarDate } from '../common/isCalendarDate.ts';

export const SEAT_OPTIONS = ['2', '4', '5'] as const;
export type SeatOption = (typeof SEAT_OPTIONS)[number];

type SortField = NonNullable<CarSearchQuery['sortBy']>;
type SortOrder = NonNullable<CarSearchQuery['sortOrder']>;
export const SORT_OPTIONS = [
  'price-asc',
  'price-desc',
  'rating-desc',
  'year-desc',
  'popularity-desc',
] as const satisfies readonly `${SortField}-${SortOrder}`[];
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The search as the visitor set it; '' (or false) means "no filter", as 'all' does in the spec. */
export interface SearchFilters {
  brand: CarBrand | '';
  category: CarCategory | '';
  location: City | '';
  minPrice: string;
  maxPrice: string;
  transmission: Transmission | '';
  fuelType: FuelType | '';
  seats: SeatOption | '';
  availableNow: boolean;
  startDate: string;
  endDate: string;
  minYear: string;
  maxYear: string;
  sort: SortOption | '';
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';
}

const EUROS = /^\d{1,6}(\.\d{1,2})?$/;
/** A plain amount of euros, normalised ("0500" -> "500"), or '' when it is not one. */
export function euros(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return EUROS.test(trimmed) && Number(trimmed) <= 100_000 ? String(Number(trimmed)) : '';
}

export function year(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return /^\d{4}$/.test(trimmed) && Number(trimmed) >= 1900 && Number(trimmed) <= 2100 ? trimmed : '';
}

function calendarDate(value: string | null): string {
  return value !== null && isCalendarDate(value) ? value : '';
}

function sortOption(params: URLSearchParams): SortOption | '' {
  const sortBy = params.get('sortBy');
  if (!sortBy) return '';
  const explicit = oneOf(SORT_OPTIONS, `${sortBy}-${params.get('sortOrder') ?? ''}`);
  return explicit || (SORT_OPTIONS.find((option) => option.startsWith(`${sortBy}-`)) ?? '');
}

/** Reads the filters from the address; anything malformed is simply left out, so a mangled link still works. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  return {
    brand: oneOf(CAR_BRANDS, params.get('brand')),
    // The home tiles link with the spec's spellings (cabriolets, mariage), which map to real categories.
    category: normalizeCategory(params.get('category') ?? '') ?? '',
    location: oneOf(CITIES, params.get('location')),
    minPrice: euros(params.get('minPrice')),
    maxPrice: euros(params.get('maxPrice')),
    transmission: oneOf(TRANSMISSIONS, params.get('transmission')),
    fuelType: oneOf(FUEL_TYPES, params.get('fuelType')),
    seats: oneOf(SEAT_OPTIONS, params.get('seats')),
    availableNow: params.get('availableNow') === 'true',
    startDate: calendarDate(params.get('startDate')),
    endDate: calendarDate(params.get('endDate')),
    minYear: year(params.get('minYear')),
    maxYear: year(params.get('maxYear')),
    sort: sortOption(params),
  };
}

/** The same parameter names in the address and in `GET /api/cars`, in a fixed order so equal searches compare equal. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value) params.set(name, value);
  };
  set('brand', filters.brand);
  set('category', filters.category);
  set('location', filters.location);
  set('minPrice', euros(filters.minPrice));
  set('maxPrice', euros(filters.maxPrice));
  set('transmission', filters.transmission);
  set('fuelType', filters.fuelType);
  set('seats', filters.seats);
  if (filters.availableNow) params.set('availableNow', 'true');
  set('startDate', calendarDate(filters.startDate));
  set('endDate', calendarDate(filters.endDate));
  set('minYear', year(filters.minYear));
  set('maxYear', year(filters.maxYear));
  if (filters.sort) {
    const [sortBy = '', sortOrder = ''] = filters.sort.split('-');
    params.set('sortBy', sortBy);
    params.set('sortOrder', sortOrder);
  }
  return params;
}
