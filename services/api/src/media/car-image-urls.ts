import { CAR_ARTWORK_SLUG_MAX_LENGTH } from '@grandtour/shared';

export const CAR_VIEWS = ['three-quarter', 'side', 'front', 'rear', 'interior'] as const;
export type CarView = (typeof CAR_VIEWS)[number];

/**
 * lowercase ascii, accents stripped, anything else a dash: 'Lamborghini', 'Huracán EVO' -> 'lamborghini-huracan-evo';
 * never longer than the artwork addresses allow (a brand and a model at their limits fit already).
 */
export function modelSlug(brand: string, model: string): string {
  return `${brand} ${model}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-/, '')
    .slice(0, CAR_ARTWORK_SLUG_MAX_LENGTH)
    .replace(/-$/, '');
}

/** The artwork URLs the media routes serve for a car, best view first. */
export function carImageUrls(brand: string, model: string, colour: string): string[] {
  const slug = modelSlug(brand, model);
  const hex = colour.replace('#', '').toLowerCase();
  return CAR_VIEWS.map((view) => `/media/cars/${slug}/${hex}/${view}.svg`);
}
