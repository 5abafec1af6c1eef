import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  centsToDecimalString,
  SERVICE_FEE_RATE,
  type CarQuote,
  type DeliveredLegs,
  type ReturnTerms,
} from '@grandtour/shared';
import type { ReactNode } from 'react';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CancellationNotice } from './CancellationNotice.tsx';
import { ReturnTermsNote } from './ReturnTermsNote.tsx';

const rowSx = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.5 };

function Row({
  label,
  cents,
  testId,
  strong = false,
}: {
  label: ReactNode;
  cents: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Box sx={[rowSx, strong && { borderTop: '1px solid', borderColor: 'divider', mt: 0.5, pt: 1 }]}>
      <Box component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Box>
      <Box component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'right' }}>
        <PriceWithEuros
          euros={centsToDecimalString(cents)}
          sx={strong ? { fontWeight: 700, color: 'primary.light', fontSize: '1.2rem' } : { fontWeight: 600 }}
        />
      </Box>
    </Box>
  );
}

interface PriceBreakdownProps {
  quote: CarQuote | undefined;
  /** Which legs the quote delivers, to name its delivery line. */
  legs: DeliveredLegs;
  datesChosen: boolean;
  isError: boolean;
  /** The car's terms after the return (issue 23): a note under the total, not part of it. */
  returnTerms: ReturnTerms;
}

/** The server's quote, line by line, in the display currency (spec §2: rental, delivery per leg, 5 % fee, total). */
export function PriceBreakdown({ quote, legs, datesChosen, isError, returnTerms }: PriceBreakdownProps) {
  const { t } = useLanguage();
  const formatPrice = usePrice();
  const texts = t.booking.breakdown;
  const feeRate = new Intl.NumberFormat(t.locale, { style: 'percent' }).format(SERVICE_FEE_RATE);

  return (
    <Box
      component="section"
      aria-labelledby="booking-breakdown-title"
      aria-live="polite"
      data-testid="price-breakdown"
      sx={{ p: 2, borderRadius: 1.5, border: '1px solid rgba(201, 162, 39, 0.4)' }}
    >
      <Typography
        id="booking-breakdown-title"
        variant="overline"
        component="h3"
        sx={{ color: 'primary.main' }}
      >
        {texts.heading}
      </Typography>
      {!datesChosen && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="breakdown-prompt">
          {texts.prompt}
        </Typography>
      )}
      {datesChosen && isError && (
        <Typography variant="body2" sx={{ color: 'error.main' }} data-testid="breakdown-error">
          {texts.error}
        </Typography>
      )}
      {datesChosen && !isError && !quote && <Skeleton variant="rectangular" height={148} />}
      {datesChosen && quote && (
        <>
          <Box component="dl" sx={{ m: 0 }}>
            <Row
              label={texts.rental(quote.days, formatPrice(centsToDecimalString(quote.dailyPriceCents)))}
              cents={quote.rentalCents}
              testId="breakdown-rental"
            />
            {quote.deliveryCents > 0 && legs !== 'none' && (
              <Row
                label={texts.delivery[legs](
                  formatPrice(centsToDecimalString(quote.deliveryFeeCents), { exact: true }),
                  quote.deliveredLegs,
                )}
                cents={quote.deliveryCents}
                testId="breakdown-delivery"
              />
            )}
            <Row
              label={texts.serviceFee(feeRate)}
              cents={quote.serviceFeeCents}
              testId="breakdown-service-fee"
            />
            <Row label={texts.total} cents={quote.totalCents} testId="breakdown-total" strong />
            <Box sx={{ color: 'text.secondary' }}>
              <Row label={texts.deposit} cents={quote.depositCents} testId="breakdown-deposit" />
            </Box>
          </Box>
          <CancellationNotice
            freeUntil={quote.freeCancellationUntil}
            lateFeeRate={quote.lateCancellationFeeRate}
          />
          <ReturnTermsNote terms={returnTerms} />
        </>
      )}
    </Box>
  );
}
