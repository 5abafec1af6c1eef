import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { DemoCardForm } from './card/DemoCardForm.tsx';
import { usePaymentPurpose, type CardPurpose } from './cardPurpose.ts';
import { CardProviderUnavailable } from './CardProviderUnavailable.tsx';
import { usePaymentsConfig } from './usePaymentsConfig.ts';

// Stripe's code (and Stripe.js from js.stripe.com) is fetched only when the server runs on Stripe.
const StripeCardForm = lazy(() =>
  import('./stripe/StripeCardForm.tsx').then((module) => ({ default: module.StripeCardForm })),
);

interface CardProviderFormProps {
  clientSecret: string;
  bookingId: string;
  /** What the card is confirmed for: the booking's payment unless told (its deposit's hold). */
  purpose?: CardPurpose;
  /** A request to book: the card is authorised, not charged, and the button says so (decision 85). */
  request?: boolean;
}

/** The card form of the configured provider: the built-in demo one, or Stripe's when its keys are set. */
export function CardProviderForm({ clientSecret, bookingId, purpose, request }: CardProviderFormProps) {
  const { t } = useLanguage();
  const config = usePaymentsConfig();
  const payment = usePaymentPurpose(bookingId);
  const used =
    purpose ??
    (request
      ? { ...payment, submitLabel: t.requests.authorise, busyLabel: t.requests.authorising }
      : payment);
  const loading = <Skeleton variant="rectangular" height={280} aria-label={t.payment.card.loadingProvider} />;
  if (config.isPending) return loading;
  if (config.data?.card === 'demo') return <DemoCardForm clientSecret={clientSecret} purpose={used} />;
  const publishableKey = config.data?.stripePublishableKey;
  if (config.data?.card === 'stripe' && publishableKey)
    return (
      <Suspense fallback={loading}>
        <StripeCardForm publishableKey={publishableKey} clientSecret={clientSecret} purpose={used} />
      </Suspense>
    );
  return <CardProviderUnavailable />;
}
