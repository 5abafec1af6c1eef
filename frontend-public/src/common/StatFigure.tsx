import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A figure's value: large, in the brand's gold (a price within it takes the same look). */
export const statValueSx = {
  fontFamily: 'h1.fontFamily',
  fontSize: { xs: '1.6rem', md: '2rem' },
  fontWeight: 700,
  color: 'primary.light',
} as const;

/** One figure of a summary's `<dl>` (favourites, reservations): its label over its value. */
export function StatFigure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, textAlign: 'center' }} data-testid={testId}>
      <Typography component="dt" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={[statValueSx, { m: 0 }]}>
        {value}
      </Typography>
    </Box>
  );
}
