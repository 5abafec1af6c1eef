import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@grandtour/shared';
import type { ReactNode } from 'react';
import { Price } from '../currency/Price.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

const valueSx = {
  fontFamily: 'h1.fontFamily',
  fontSize: { xs: '1.6rem', md: '2rem' },
  fontWeight: 700,
  color: 'primary.light',
} as const;

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, textAlign: 'center' }} data-testid={testId}>
      <Typography component="dt" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={[valueSx, { m: 0 }]}>
        {value}
      </Typography>
    </Box>
  );
}

interface ReservationsStatsProps {
  stats: { total: number; active: number; completed: number; spentCents: number };
}

/** Spec §2: total bookings, active, completed, and what was spent (paid, less refunds: decision 60). */
export function ReservationsStats({ stats }: ReservationsStatsProps) {
  const { t } = useLanguage();
  const texts = t.reservations.stats;
  return (
    <Box component="section" aria-labelledby="reservations-stats-title" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="reservations-stats-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        {texts.heading}
      </Typography>
      <Box
        component="dl"
        data-testid="reservations-stats"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          // The 1px gaps over a divider-coloured background draw the lines between the figures.
          gap: '1px',
          overflow: 'hidden',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1.5,
          backgroundColor: 'divider',
          '& > div': {
            backgroundColor: '#0f0f12',
            backgroundImage: 'linear-gradient(135deg, rgba(201, 162, 39, 0.1), rgba(201, 162, 39, 0.02))',
          },
        }}
      >
        <Figure label={texts.total} value={stats.total} testId="stats-total" />
        <Figure label={texts.active} value={stats.active} testId="stats-active" />
        <Figure label={texts.completed} value={stats.completed} testId="stats-completed" />
        <Figure
          label={texts.spent}
          value={<Price euros={centsToDecimalString(stats.spentCents)} exact sx={valueSx} />}
          testId="stats-spent"
        />
      </Box>
    </Box>
  );
}
