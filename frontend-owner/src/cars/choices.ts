import { CAR_BRANDS, CAR_CATEGORIES, CITIES, FUEL_TYPES, TRANSMISSIONS } from '@grandtour/shared';

const named = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
const translated = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ id: value, name: `${prefix}.${value}` }));

export const brandChoices = named(CAR_BRANDS);
export const cityChoices = named(CITIES);
export const categoryChoices = translated(CAR_CATEGORIES, 'app.categories');
export const fuelChoices = translated(FUEL_TYPES, 'app.fuel');
export const transmissionChoices = translated(TRANSMISSIONS, 'app.transmission');
