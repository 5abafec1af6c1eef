import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A label and its value, as one row of a description list. A value too long to sit beside its label (a booking
 * id on a phone) moves to a line of its own rather than being cut in the middle.
 */
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
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.25,
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{
          m: 0,
          ml: 'auto',
          textAlign: 'right',
          fontWeight: 600,
          maxWidth: '100%',
          overflowWrap: 'break-word',
        }}
        data-testid={testId}
      >
        {children}
      </Box>
    </Box>
  );
}
