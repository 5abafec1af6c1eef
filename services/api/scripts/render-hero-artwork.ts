// Renders the home page's hero car (a line drawing of our own, decision 61) to AVIF and WebP in the widths the hero's
// srcset names, into frontend-public/src/home/hero/. Run after changing the artwork, and commit the files:
//   node --import tsx services/api/scripts/render-hero-artwork.ts
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HERO_CAR } from '@grandtour/shared';
import { profileFor } from '../src/media/car-profiles.ts';
import { heroCarSvg } from '../src/media/line-artwork.ts';

const out = fileURLToPath(new URL('../../../frontend-public/src/home/hero/', import.meta.url));
mkdirSync(out, { recursive: true });
const svg = Buffer.from(heroCarSvg(profileFor(HERO_CAR.slug), HERO_CAR.colour, HERO_CAR.title));

for (const width of HERO_CAR.widths) {
  // Rasterised at twice the density so that the hairlines stay sharp once scaled down.
  const image = sharp(svg, { density: 144 }).resize(width);
  await image.clone().avif({ quality: 38, effort: 4 }).toFile(`${out}car-${width}.avif`);
  await image.clone().webp({ quality: 60, effort: 5 }).toFile(`${out}car-${width}.webp`);
}
process.stdout.write(`Hero car rendered in ${HERO_CAR.widths.join(', ')} px to ${out}\n`);
