import CarRental from '@mui/icons-material/CarRental';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OwnerBookingDetail } from '@grandtour/shared';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import type { OwnerDataProvider } from '../../dataProvider/dataProvider.ts';
import { apiErrorBody } from '../../dataProvider/httpClient.ts';
import { useBookingCommand } from './useBookingCommand.ts';

/**
 * "Marquer comme pris en charge": disabled, with the reason beside it, while the deposit is neither held nor waived;
 * the server's own refusal (422 deposit_not_secured) is shown in words if it still says no.
 */
export function PickUpButton({ booking, secured }: { booking: OwnerBookingDetail; secured: boolean }) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const translate = useTranslate();
  const language = useLanguage();
  const pickUp = useBookingCommand(() => dataProvider.markPickedUp(booking.id), 'app.deposit.pickedUp');
  const pickedUp = (booking.timeline ?? []).find((step) => (step.kind as string) === 'picked_up');
  if (pickedUp)
    return (
      <Typography data-testid="picked-up">
        {translate('app.deposit.pickedUpAt', { when: formatInstant(pickedUp.occurredAt, language) })}
      </Typography>
    );
  const refusal = pickUp.isError ? apiErrorBody(pickUp.error)?.message : undefined;
  return (
    <Box>
      <Button
        label="app.deposit.pickUp"
        // On a phone react-admin shows the icon alone, and a disabled button's tooltip names nothing.
        aria-label={translate('app.deposit.pickUp')}
        variant="contained"
        onClick={() => pickUp.mutate()}
        disabled={!secured || pickUp.isPending || pickUp.isSuccess}
        aria-describedby={secured ? undefined : 'pickup-blocked'}
        data-testid="mark-picked-up"
      >
        <CarRental />
      </Button>
      {!secured && (
        <Typography id="pickup-blocked" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.deposit.pickUpBlocked')}
        </Typography>
      )}
      {refusal && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }} data-testid="pickup-refused">
          {refusal}
        </Typography>
      )}
    </Box>
  );
}
