// Prints the @font-face metric overrides that make a locally installed font take the room of a brand font, so that
// the brand font swapping in moves no text (decision 61). Run after changing a font:
//   node --import tsx frontend-public/scripts/fallback-font-metrics.ts
// and copy the figures into src/theme/fonts.css.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const LIBERATION = '/usr/share/fonts/truetype/liberation';

// French text as the site shows it: the widths are weighted by how often each letter appears.
const SAMPLE =
  'Vivez la route d’exception. Supercars, voitures de luxe et cabriolets livrés à Paris, Cannes, Monaco et ' +
  'partout en France. Réservez en quelques minutes, roulez en toute sérénité. Assurance complète incluse.';

interface Pair {
  name: string;
  weight: string;
  brand: string;
  fallback: string;
  local: string[];
}

const PAIRS: Pair[] = [
  // Arial's metrics, which Liberation Sans shares on Linux.
  {
    name: 'Inter Fallback',
    weight: '400',
    brand: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff2'),
    fallback: `${LIBERATION}/LiberationSans-Regular.ttf`,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  },
  {
    name: 'Inter Fallback',
    weight: '500 700',
    brand: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff2'),
    fallback: `${LIBERATION}/LiberationSans-Bold.ttf`,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  // Times New Roman's metrics, which Liberation Serif shares.
  {
    name: 'Playfair Display Fallback',
    weight: '600 700',
    brand: require.resolve('@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2'),
    fallback: `${LIBERATION}/LiberationSerif-Bold.ttf`,
    local: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
    ],
  },
];

function open(path: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path));
  if ('fonts' in font) throw new Error(`${path} is a collection`);
  return font;
}

const averageWidth = (font: fontkit.Font) =>
  font.layout(SAMPLE).advanceWidth / font.unitsPerEm / SAMPLE.length;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

for (const pair of PAIRS) {
  const brand = open(pair.brand);
  const fallback = open(pair.fallback);
  const sizeAdjust = averageWidth(brand) / averageWidth(fallback);
  // Line boxes come from the brand font's own vertical metrics (hhea, as Chromium and Firefox use them).
  const ascent = brand.ascent / brand.unitsPerEm / sizeAdjust;
  const descent = Math.abs(brand.descent) / brand.unitsPerEm / sizeAdjust;
  const lineGap = brand.lineGap / brand.unitsPerEm / sizeAdjust;
  process.stdout.write(`@font-face {
  font-family: '${pair.name}';
  font-weight: ${pair.weight};
  src: ${pair.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(ascent)};
  descent-override: ${percent(descent)};
  line-gap-override: ${percent(lineGap)};
}\n`);
}
