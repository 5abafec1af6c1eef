import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@grandtour/shared';
import { StatFigure, statValueSx } from '../common/StatFigure.tsx';
import { Price } from '../currency/Price.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

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
        <StatFigure label={texts.total} value={stats.total} testId="stats-total" />
        <StatFigure label={texts.active} value={stats.active} testId="stats-active" />
        <StatFigure label={texts.completed} value={stats.completed} testId="stats-completed" />
        <StatFigure
          label={texts.spent}
          value={<Price euros={centsToDecimalString(stats.spentCents)} exact sx={statValueSx} />}
          testId="stats-spent"
        />
      </Box>
    </Box>
  );
}
