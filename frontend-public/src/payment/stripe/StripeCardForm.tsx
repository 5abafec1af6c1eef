import Skeleton from '@mui/material/Skeleton';
import { Elements } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { GOLD } from '../../theme/theme.ts';
import type { CardPurpose } from '../cardPurpose.ts';
import { CardProviderUnavailable } from '../CardProviderUnavailable.tsx';
import { StripePaymentFields } from './StripePaymentFields.tsx';
import { useStripeLoader } from './useStripeLoader.ts';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  purpose: CardPurpose;
}

/** Stripe's Payment Element (card only) when the server runs on Stripe; loaded only in that mode. */
export function StripeCardForm({ publishableKey, clientSecret, purpose }: StripeCardFormProps) {
  const { t, language } = useLanguage();
  const stripe = useStripeLoader(publishableKey);
  if (stripe === undefined)
    return <Skeleton variant="rectangular" height={280} aria-label={t.payment.card.loadingProvider} />;
  if (stripe === null) return <CardProviderUnavailable />;
  const options: StripeElementsOptions = {
    clientSecret,
    locale: language,
    appearance: { theme: 'night', variables: { colorPrimary: GOLD, borderRadius: '6px' } },
  };
  return (
    <Elements stripe={stripe} options={options}>
      <StripePaymentFields purpose={purpose} />
    </Elements>
  );
}
