import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of fields (a fieldset, so screen readers announce the legend with each field). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="overline" sx={{ color: 'primary.main', p: 0, mb: 1.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
