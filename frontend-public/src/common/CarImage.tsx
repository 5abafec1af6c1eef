import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type SyntheticEvent } from 'react';

export const FALLBACK_CAR_IMAGE = '/media/fallback-car.svg';

interface CarImageProps {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A car photo that falls back to the stock image when it is missing or fails to load. */
export function CarImage({ src, alt, width, height, eager = false, sx }: CarImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_CAR_IMAGE : src;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.getAttribute('src') !== FALLBACK_CAR_IMAGE && src) setFailedSrc(src);
  };
  return (
    <Box
      component="img"
      src={shown}
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
