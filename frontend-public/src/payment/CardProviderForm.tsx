import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useLanguage } from '../i18n/useLanguage.ts';
import { DemoCardForm } from './card/DemoCardForm.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import { usePaymentsConfig } from './usePaymentsConfig.ts';

interface CardProviderFormProps {
  clientSecret: string;
  bookingId: string;
}

/** The card form of the configured provider: the built-in demo one, or Stripe's when its keys are set. */
export function CardProviderForm({ clientSecret, bookingId }: CardProviderFormProps) {
  const { t } = useLanguage();
  const config = usePaymentsConfig();
  if (config.isPending)
    return <Skeleton variant="rectangular" height={280} aria-label={t.payment.card.loadingProvider} />;
  if (config.data?.card === 'demo') return <DemoCardForm clientSecret={clientSecret} bookingId={bookingId} />;
  return (
    <>
      <Alert severity="error" variant="outlined" data-testid="card-provider-unavailable">
        {t.payment.card.providerUnavailable}
      </Alert>
      <PaymentActions busy={false} disabled />
    </>
  );
}
