import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label and its value, as one row of a description list. */
export function SummaryLine({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 1.25 }}>
      <Typography component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, textAlign: 'right', fontWeight: 600, minWidth: 0 }}
        data-testid={testId}
      >
        {children}
      </Box>
    </Box>
  );
}
