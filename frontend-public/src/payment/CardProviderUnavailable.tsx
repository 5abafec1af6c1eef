import Alert from '@mui/material/Alert';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PaymentActions } from './PaymentActions.tsx';

/** The card provider could not be reached: say so, and keep only the way back. */
export function CardProviderUnavailable() {
  const { t } = useLanguage();
  return (
    <>
      <Alert severity="error" variant="outlined" data-testid="card-provider-unavailable">
        {t.payment.card.providerUnavailable}
      </Alert>
      <PaymentActions busy={false} disabled />
    </>
  );
}
