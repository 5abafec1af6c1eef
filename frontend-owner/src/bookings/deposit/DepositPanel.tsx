import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnerBookingDetail } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatEuros, formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { depositGuard, type OwnerDepositView } from './ownerDeposit.ts';
import { PickUpButton } from './PickUpButton.tsx';
import { WaiveDepositButton } from './WaiveDepositButton.tsx';

/** The deposit's state as one line in the owner's language. */
export function useDepositStatusText() {
  const translate = useTranslate();
  const language = useLanguage();
  return (deposit: OwnerDepositView) => {
    const when = (iso: string | null) => (iso ? formatInstant(iso, language) : '…');
    switch (deposit.status) {
      case 'scheduled':
        return deposit.scheduledFor
          ? translate('app.deposit.status.scheduled', { when: when(deposit.scheduledFor) })
          : translate('app.deposit.status.scheduled_soon');
      case 'held':
        return translate('app.deposit.status.held', { until: when(deposit.expiresAt) });
      case 'released':
        return translate('app.deposit.status.released', { when: when(deposit.releasedAt) });
      case 'captured':
        return translate('app.deposit.status.captured', {
          captured: formatEuros(deposit.capturedCents, language, true),
        });
      default:
        return translate(`app.deposit.status.${deposit.status}`);
    }
  };
}

/** The booking's deposit for its owner: where it stands, "not secured" when it is not, waive it, hand the car over. */
export function DepositPanel() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const language = useLanguage();
  const statusText = useDepositStatusText();
  // A row of the list shows first (react-admin's placeholder), without its deposit: wait for the booking itself.
  const deposit = booking?.deposit;
  if (!booking || !deposit) return null;
  const guard = depositGuard(deposit, booking, new Date());
  const amount = formatEuros(deposit.amountCents, language, true);
  return (
    <Box
      component="section"
      aria-labelledby="deposit-title"
      sx={{ px: 2, pb: 2 }}
      data-testid="owner-deposit"
    >
      <Typography id="deposit-title" variant="h6" component="h2">
        {translate('app.deposit.title')}
      </Typography>
      <Typography data-testid="owner-deposit-status" data-status={deposit.status}>
        {statusText(deposit)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.deposit.amount', { amount })}
      </Typography>
      {guard.warning && (
        <Alert severity="error" variant="filled" sx={{ mt: 1.5 }} data-testid="deposit-not-secured">
          <AlertTitle>{translate('app.deposit.notSecured')}</AlertTitle>
          {guard.warning === 'not_held_at_pickup'
            ? translate('app.deposit.notSecuredAtPickup')
            : deposit.failureMessage
              ? translate('app.deposit.notSecuredFailed', { message: deposit.failureMessage })
              : translate('app.deposit.notSecuredFailedNoMessage')}
        </Alert>
      )}
      {booking.status === 'confirmed' && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 1.5, alignItems: 'flex-start' }}
        >
          <PickUpButton booking={booking} secured={guard.secured} />
          {guard.canWaive && <WaiveDepositButton bookingId={booking.id} amount={amount} />}
        </Stack>
      )}
    </Box>
  );
}
