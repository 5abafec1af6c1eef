import Box from '@mui/material/Box';
import { HERO_CAR } from '@grandtour/shared';
import { preload } from 'react-dom';
import avif480 from './hero/car-480.avif';
import avif800 from './hero/car-800.avif';
import avif1200 from './hero/car-1200.avif';
import avif1600 from './hero/car-1600.avif';
import webp480 from './hero/car-480.webp';
import webp800 from './hero/car-800.webp';
import webp1200 from './hero/car-1200.webp';
import webp1600 from './hero/car-1600.webp';

const srcSet = (files: readonly string[]) =>
  files.map((file, index) => `${file} ${HERO_CAR.widths[index]}w`).join(', ');
// Full width on a phone and a tablet, beside the text from the lg breakpoint (1200 px) on.
const SIZES = '(min-width: 1200px) 44vw, 100vw';

/**
 * A car of our own drawing (services/api/scripts/render-hero-artwork.ts) in AVIF or WebP at the width the screen
 * needs: above the text on a phone, beside it on a wide screen. Decorative: the text says what it shows.
 */
export function HeroCar() {
  const avif = srcSet([avif480, avif800, avif1200, avif1600]);
  // Named in the page's head (React hoists it), so the browser fetches the largest paint before reaching the body.
  preload(avif800, {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: avif,
    imageSizes: SIZES,
    fetchPriority: 'high',
  });
  return (
    <Box
      component="picture"
      sx={{
        display: 'block',
        pointerEvents: 'none',
        position: { lg: 'absolute' },
        // 24 px from the screen's right edge, whatever the margin beside the 1200 px container.
        right: { lg: 'calc((1200px - 100vw) / 2 + 24px)' },
        top: { lg: '50%' },
        transform: { lg: 'translateY(-40%)' },
        width: { xs: 'calc(100% + 32px)', sm: '100%', lg: '44vw' },
        maxWidth: { sm: 720, lg: 900 },
        mx: { xs: -2, sm: 'auto', lg: 0 },
        mb: { xs: 2, lg: 0 },
      }}
    >
      <source type="image/avif" srcSet={avif} sizes={SIZES} />
      <source type="image/webp" srcSet={srcSet([webp480, webp800, webp1200, webp1600])} sizes={SIZES} />
      <Box
        component="img"
        src={webp800}
        alt=""
        width={HERO_CAR.width}
        height={HERO_CAR.height}
        fetchPriority="high"
        decoding="async"
        data-testid="hero-car"
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}
