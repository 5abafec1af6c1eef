import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { CAR_BRANDS, CAR_CATEGORIES, CITIES, FUEL_TYPES, TRANSMISSIONS } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { FilterInput } from './FilterInput.tsx';
import { filterGridSx } from './filterGridSx.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { SEAT_OPTIONS, SORT_OPTIONS, type SearchFilters } from './searchFilters.ts';
import { todayIso } from './todayIso.ts';

interface FilterFieldsProps {
  draft: SearchFilters;
  invalidFields: readonly (keyof SearchFilters)[];
  /** The id of the message that says what is wrong with the invalid fields. */
  problemId: string;
  update: <K extends keyof SearchFilters>(field: K, value: SearchFilters[K]) => void;
}

const identity = (value: string) => value;

export function FilterFields({ draft, invalidFields, problemId, update }: FilterFieldsProps) {
  const { t } = useLanguage();
  const f = t.search.filters;
  const today = todayIso();
  const text = (field: 'minPrice' | 'maxPrice' | 'minYear' | 'maxYear' | 'startDate' | 'endDate') => ({
    name: field,
    label: f[field],
    value: draft[field],
    invalid: invalidFields.includes(field),
    describedBy: problemId,
    onChange: (value: string) => update(field, value),
  });

  return (
    <Box sx={filterGridSx}>
      <FilterSelect
        name="brand"
        label={f.brand}
        allLabel={f.allBrands}
        value={draft.brand}
        options={CAR_BRANDS}
        optionLabel={identity}
        onChange={(value) => update('brand', value)}
      />
      <FilterSelect
        name="category"
        label={f.category}
        allLabel={f.allCategories}
        value={draft.category}
        options={CAR_CATEGORIES}
        optionLabel={(category) => t.categories[category]}
        onChange={(value) => update('category', value)}
      />
      <FilterSelect
        name="location"
        label={f.location}
        allLabel={f.allLocations}
        value={draft.location}
        options={CITIES}
        optionLabel={identity}
        onChange={(value) => update('location', value)}
      />
      <FilterSelect
        name="sort"
        label={f.sort}
        allLabel={f.defaultSort}
        value={draft.sort}
        options={SORT_OPTIONS}
        optionLabel={(option) => f.sortOptions[option]}
        onChange={(value) => update('sort', value)}
      />
      <FilterInput {...text('minPrice')} type="number" min="0" step="1" />
      <FilterInput {...text('maxPrice')} type="number" min="0" step="1" />
      <FilterInput {...text('startDate')} type="date" min={today} />
      <FilterInput {...text('endDate')} type="date" min={draft.startDate || today} />
      <FilterSelect
        name="transmission"
        label={f.transmission}
        allLabel={f.anyTransmission}
        value={draft.transmission}
        options={TRANSMISSIONS}
        optionLabel={(transmission) => t.transmissions[transmission]}
        onChange={(value) => update('transmission', value)}
      />
      <FilterSelect
        name="fuelType"
        label={f.fuelType}
        allLabel={f.anyFuel}
        value={draft.fuelType}
        options={FUEL_TYPES}
        optionLabel={(fuel) => t.fuelTypes[fuel]}
        onChange={(value) => update('fuelType', value)}
      />
      <FilterSelect
        name="seats"
        label={f.seats}
        allLabel={f.anySeats}
        value={draft.seats}
        options={SEAT_OPTIONS}
        optionLabel={(seats) => f.seatsOption[seats]}
        onChange={(value) => update('seats', value)}
      />
      <FormControlLabel
        label={f.availableNow}
        control={
          <Switch
            name="availableNow"
            checked={draft.availableNow}
            onChange={(event) => update('availableNow', event.target.checked)}
          />
        }
        sx={{ m: 0 }}
      />
      <FilterInput {...text('minYear')} type="number" min="1900" max="2100" step="1" />
      <FilterInput {...text('maxYear')} type="number" min="1900" max="2100" step="1" />
    </Box>
  );
}
