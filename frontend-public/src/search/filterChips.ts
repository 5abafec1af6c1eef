import { decimalStringToCents, formatMoney } from '@grandtour/shared';
import type { Dictionary } from '../i18n/dictionary.ts';
import type { SearchFilters } from './searchFilters.ts';

export interface FilterChip {
  id: string;
  label: string;
  /** What removing the chip resets. */
  reset: Partial<SearchFilters>;
}

// Price filters are typed in euros, the unit of the API, whatever the display currency.
const inEuros = (amount: string) => formatMoney(decimalStringToCents(amount), 'EUR');

function formatDay(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The applied filters as removable badges, in the order of the panel (sorting is not a filter). */
export function filterChips(filters: SearchFilters, t: Dictionary): FilterChip[] {
  const f = t.search.filters;
  const chips: (FilterChip | false)[] = [
    !!filters.brand && { id: 'brand', label: filters.brand, reset: { brand: '' } },
    !!filters.category && { id: 'category', label: t.categories[filters.category], reset: { category: '' } },
    !!filters.location && { id: 'location', label: filters.location, reset: { location: '' } },
    !!filters.minPrice && {
      id: 'minPrice',
      label: t.search.chips.minPrice(inEuros(filters.minPrice)),
      reset: { minPrice: '' },
    },
    !!filters.maxPrice && {
      id: 'maxPrice',
      label: t.search.chips.maxPrice(inEuros(filters.maxPrice)),
      reset: { maxPrice: '' },
    },
    !!filters.transmission && {
      id: 'transmission',
      label: t.transmissions[filters.transmission],
      reset: { transmission: '' },
    },
    !!filters.fuelType && { id: 'fuelType', label: t.fuelTypes[filters.fuelType], reset: { fuelType: '' } },
    !!filters.seats && {
      id: 'seats',
      label: t.search.chips.seats(f.seatsOption[filters.seats]),
      reset: { seats: '' },
    },
    filters.availableNow && { id: 'availableNow', label: f.availableNow, reset: { availableNow: false } },
    !!(filters.startDate && filters.endDate) && {
      id: 'dates',
      label: t.search.chips.dates(
        formatDay(filters.startDate, t.locale),
        formatDay(filters.endDate, t.locale),
      ),
      reset: { startDate: '', endDate: '' },
    },
    !!filters.minYear && {
      id: 'minYear',
      label: t.search.chips.minYear(filters.minYear),
      reset: { minYear: '' },
    },
    !!filters.maxYear && {
      id: 'maxYear',
      label: t.search.chips.maxYear(filters.maxYear),
      reset: { maxYear: '' },
    },
  ];
  return chips.filter((chip): chip is FilterChip => chip !== false);
}
