import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CarCardSkeleton } from './CarCardSkeleton.tsx';
import { carGridSx } from './carGridSx.ts';

/** Cards loading: `count` placeholders in the cards' own grid, announced once as loading. */
export function CarCardSkeletonGrid({ count, sx = carGridSx }: { count: number; sx?: SxProps<Theme> }) {
  const { t } = useLanguage();
  return (
    <Box sx={sx} role="status" aria-label={t.common.loading}>
      {Array.from({ length: count }, (_, index) => (
        <CarCardSkeleton key={index} />
      ))}
    </Box>
  );
}
