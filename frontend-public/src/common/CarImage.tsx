import { photoSrcSet } from '@grandtour/shared';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type SyntheticEvent } from 'react';

export const FALLBACK_CAR_IMAGE = '/media/fallback-car.svg';

interface CarImageProps {
  src: string | undefined;
  alt: string;
  /** The picture's proportions, so that the page keeps its place before it arrives. */
  width: number;
  height: number;
  /** How wide the picture is drawn (`sizes`): an owner's photo comes in several widths and the browser picks one. */
  sizes?: string;
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A car photo that falls back to the stock image when it is missing or fails to load. */
export function CarImage({ src, alt, width, height, sizes, eager = false, sx }: CarImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_CAR_IMAGE : src;
  const srcSet = photoSrcSet(shown);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.getAttribute('src') !== FALLBACK_CAR_IMAGE && src) setFailedSrc(src);
  };
  return (
    <Box
      component="img"
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // An eager picture is in the first screen, often its largest paint.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={onError}
      sx={[
        { display: 'block', width: '100%', height: 'auto', objectFit: 'cover', backgroundColor: '#111114' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
