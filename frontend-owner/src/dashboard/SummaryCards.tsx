import DirectionsCar from '@mui/icons-material/DirectionsCar';
import EventAvailable from '@mui/icons-material/EventAvailable';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Payments from '@mui/icons-material/Payments';
import Grid from '@mui/material/Grid';
import { useTranslate } from 'react-admin';
import { monthDetails } from '../common/earnings.ts';
import { formatEuros } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';
import { useOwnerDashboard } from './queries.ts';
import { SummaryCard } from './SummaryCard.tsx';

/** Véhicules, Réservations actives, En attente, Revenus ce mois (gross, with the commission and net: decision 0080). */
export function SummaryCards() {
  const translate = useTranslate();
  const language = useLanguage();
  const { data } = useOwnerDashboard();
  const cards = [
    { id: 'vehicles', icon: <DirectionsCar color="primary" />, value: data && String(data.vehicles) },
    {
      id: 'activeBookings',
      icon: <EventAvailable color="primary" />,
      value: data && String(data.activeBookings),
    },
    {
      id: 'pendingBookings',
      icon: <HourglassTop color="primary" />,
      value: data && String(data.pendingBookings),
    },
    {
      id: 'revenueThisMonth',
      icon: <Payments color="primary" />,
      value: data && formatEuros(data.revenueThisMonthCents, language, true),
      details:
        data &&
        monthDetails(
          { commissionCents: data.commissionThisMonthCents, netCents: data.netThisMonthCents },
          translate,
          language,
        ),
      hint: translate('app.commission.revenueHint'),
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        // On a phone the three counts share rows; the revenue and its explanation take a row of their own.
        <Grid key={card.id} size={{ xs: card.hint ? 12 : 6, sm: 6, lg: 3 }}>
          <SummaryCard
            label={translate(`app.cards.${card.id}`)}
            value={card.value}
            icon={card.icon}
            hint={card.hint}
            details={card.details}
            testId={`card-${card.id}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}
