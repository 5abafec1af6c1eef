export const CAR_CATEGORIES = [
  'supercar',
  'luxury',
  'sports',
  'suv',
  'cabriolet',
  'business',
  'wedding',
] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

/** The home page tiles of the spec link to these spellings; search understands them as the real categories. */
export const CATEGORY_ALIASES: Readonly<Record<string, CarCategory>> = {
  cabriolets: 'cabriolet',
  mariage: 'wedding',
  supercars: 'supercar',
};

export function normalizeCategory(value: string): CarCategory | undefined {
  const lower = value.trim().toLowerCase();
  if ((CAR_CATEGORIES as readonly string[]).includes(lower)) return lower as CarCategory;
  return CATEGORY_ALIASES[lower];
}

export const CAR_BRANDS = [
  'Lamborghini',
  'Ferrari',
  'Porsche',
  'McLaren',
  'Audi',
  'BMW',
  'Mercedes-Benz',
  'Bentley',
  'Rolls-Royce',
  'Aston Martin',
  'Bugatti',
  'Koenigsegg',
  'Pagani',
] as const;
export type CarBrand = (typeof CAR_BRANDS)[number];

export const CITIES = [
  'Paris',
  'Cannes',
  'Monaco',
  'Nice',
  'Saint-Tropez',
  'Lyon',
  'Marseille',
  'Bordeaux',
  'Toulouse',
  'Strasbourg',
  'Lille',
  'Nantes',
] as const;
export type City = (typeof CITIES)[number];

export const FUEL_TYPES = ['essence', 'électrique', 'hybride'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const DEFAULT_DEPOSIT_CENTS = 500_000;
/** The spec's home delivery surcharge: what one delivered leg costs where the owner set no fee (decision 49). */
export const HOME_DELIVERY_FEE_CENTS = 15_000;
export const SERVICE_FEE_RATE = 0.05;
