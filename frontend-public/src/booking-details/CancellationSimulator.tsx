import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@grandtour/shared';
import { useState } from 'react';
import { BusyButton } from '../common/BusyButton.tsx';
import { usePrice } from '../currency/usePrice.ts';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useExactEuros } from '../currency/useExactEuros.ts';
import { useCurrency } from '../currency/useCurrency.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { SummaryLine } from '../payment/SummaryLine.tsx';
import { useCancellationPreview } from './bookingDetailsQuery.ts';
import { DetailsSection } from './DetailsSection.tsx';

/**
 * "If you cancel now, the fee is X and you get Y back": asked of the server, which applies the cancel command's own
 * rule, shown in the display currency with the euros actually concerned beside it.
 */
export function CancellationSimulator({ bookingId }: { bookingId: string }) {
  const { t } = useLanguage();
  const texts = t.afterBooking.simulator;
  const [asked, setAsked] = useState(false);
  const { data, isFetching, isError, refetch } = useCancellationPreview(bookingId, asked);
  const formatPrice = usePrice();
  const exactEuros = useExactEuros();
  const { currency } = useCurrency();
  const amount = (cents: number) => {
    const euros = centsToDecimalString(cents);
    const shown = formatPrice(euros, { exact: true });
    return currency === 'EUR' ? shown : `${shown} (${exactEuros(euros)})`;
  };
  const run = () => (asked ? void refetch() : setAsked(true));
  return (
    <DetailsSection id="cancellation-simulator" title={texts.heading}>
      <Typography sx={{ color: 'text.secondary' }}>{texts.intro}</Typography>
      <Box sx={{ mt: 2 }}>
        <BusyButton
          variant="outlined"
          busy={isFetching}
          label={data ? texts.again : texts.run}
          busyLabel={texts.running}
          onClick={run}
          testId="simulate-cancellation"
        />
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {isError && !isFetching && (
          <Alert severity="error" variant="outlined">
            {texts.error}
          </Alert>
        )}
        {data && !isFetching && (
          <Box data-testid="simulation-result" data-cancellable={data.cancellable}>
            {data.cancellable ? (
              <>
                <Typography sx={{ fontWeight: 600 }} data-testid="simulation-sentence">
                  {texts.result(amount(data.feeCents), amount(data.refundCents))}
                </Typography>
                <Box component="dl" sx={{ m: 0, mt: 1 }}>
                  <SummaryLine label={texts.fee} testId="simulation-fee">
                    <PriceWithEuros euros={centsToDecimalString(data.feeCents)} />
                  </SummaryLine>
                  <SummaryLine label={texts.refund} testId="simulation-refund">
                    <PriceWithEuros euros={centsToDecimalString(data.refundCents)} />
                  </SummaryLine>
                </Box>
              </>
            ) : (
              <Alert severity="info" variant="outlined">
                {data.reason === 'booking_already_cancelled' ? texts.alreadyCancelled : texts.notCancellable}
              </Alert>
            )}
          </Box>
        )}
      </Box>
    </DetailsSection>
  );
}
