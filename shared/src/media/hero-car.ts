/**
 * The car drawn in the home page's hero (decision 61): rendered by services/api/scripts/render-hero-artwork.ts into
 * frontend-public/src/home/hero/ at these widths, with this aspect (the hero's width and height attributes).
 */
export const HERO_CAR = {
  slug: 'aston-martin-db12',
  colour: '#7b1e26',
  title: 'Aston Martin DB12',
  widths: [480, 800, 1200, 1600],
  width: 1080,
  height: 500,
} as const;
