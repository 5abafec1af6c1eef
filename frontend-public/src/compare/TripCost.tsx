import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@grandtour/shared';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import type { TripDates } from './compareParams.ts';
import { CancellationTerms } from './CancellationTerms.tsx';
import { useCarQuote } from './useCarQuote.ts';

const rowSx = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 } as const;

interface TripCostProps {
  carId: string;
  dates: TripDates;
  /** Home delivery asked for and offered by this car: the quote includes it. */
  homeDelivery: boolean;
  /** Home delivery asked for, but this car is only collected: the quote is without it, and says so. */
  deliveryRefused: boolean;
}

/** The whole trip for the chosen dates, as the server quotes it: rental, delivery, service fee, total, deposit. */
export function TripCost({ carId, dates, homeDelivery, deliveryRefused }: TripCostProps) {
  const { t } = useLanguage();
  const formatPrice = usePrice();
  const { data: quote, isPending, isError } = useCarQuote(carId, dates, homeDelivery);
  const money = (cents: number) => formatPrice(centsToDecimalString(cents), { exact: true });
  const trip = t.compare.trip;

  return (
    <Box
      component="section"
      aria-label={trip.heading}
      data-testid="trip-cost"
      sx={{ mt: 3, p: 2, borderRadius: 1.5, border: '1px solid rgba(201, 162, 39, 0.4)' }}
    >
      <Typography variant="overline" component="h3" sx={{ color: 'primary.main', lineHeight: 1.6 }}>
        {trip.heading}
      </Typography>
      {deliveryRefused && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-testid="trip-no-delivery">
          {trip.deliveryNotOffered}
        </Typography>
      )}
      {isPending && <Skeleton variant="rectangular" height={120} />}
      {isError && (
        <Typography variant="body2" sx={{ color: 'error.main' }} data-testid="trip-cost-error">
          {trip.error}
        </Typography>
      )}
      {quote && (
        <>
          <Box component="dl" sx={{ m: 0, '& dd': { m: 0, fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <Box sx={rowSx}>
              <dt>{trip.rental(quote.days)}</dt>
              <dd data-testid="trip-rental">{money(quote.rentalCents)}</dd>
            </Box>
            {quote.deliveryCents > 0 && (
              <Box sx={rowSx}>
                <dt>{trip.delivery(money(quote.deliveryFeeCents), quote.deliveredLegs)}</dt>
                <dd data-testid="trip-delivery">{money(quote.deliveryCents)}</dd>
              </Box>
            )}
            <Box sx={rowSx}>
              <dt>{trip.serviceFee}</dt>
              <dd data-testid="trip-service-fee">{money(quote.serviceFeeCents)}</dd>
            </Box>
            <Box sx={{ ...rowSx, borderTop: '1px solid', borderColor: 'divider', mt: 0.5, pt: 1 }}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {trip.total}
              </Box>
              <Box
                component="dd"
                data-testid="trip-total"
                sx={{ color: 'primary.light', fontSize: '1.15rem' }}
              >
                {money(quote.totalCents)}
              </Box>
            </Box>
            <Box sx={{ ...rowSx, color: 'text.secondary' }}>
              <dt>{trip.deposit}</dt>
              <dd data-testid="trip-deposit">{money(quote.depositCents)}</dd>
            </Box>
          </Box>
          <CancellationTerms
            freeUntil={quote.freeCancellationUntil}
            lateFeeRate={quote.lateCancellationFeeRate}
          />
        </>
      )}
    </Box>
  );
}
