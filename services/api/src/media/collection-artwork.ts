import { renderCarSvg } from './car-artwork.ts';

export const COLLECTIONS = {
  supercar: { slug: 'lamborghini-huracan-evo', colour: '#f2b807', view: 'three-quarter', title: 'Supercars' },
  luxury: { slug: 'bentley-continental-gt-speed', colour: '#0f3d2e', view: 'side', title: 'Luxe' },
  cabriolet: { slug: 'ferrari-portofino-m', colour: '#b3121a', view: 'three-quarter', title: 'Cabriolets' },
  business: { slug: 'rolls-royce-ghost', colour: '#2f3338', view: 'side', title: 'Business' },
  wedding: { slug: 'rolls-royce-phantom', colour: '#f4f1ea', view: 'side', title: 'Mariage' },
  events: { slug: 'mclaren-720s', colour: '#ff7a00', view: 'front', title: 'Événements' },
} as const;
export type CollectionName = keyof typeof COLLECTIONS;

export function isCollectionName(value: string): value is CollectionName {
  return Object.hasOwn(COLLECTIONS, value);
}

/** Tile artwork for the home page's collections: a characteristic car of each. */
export function renderCollectionSvg(name: CollectionName): string {
  return renderCarSvg(COLLECTIONS[name]);
}
