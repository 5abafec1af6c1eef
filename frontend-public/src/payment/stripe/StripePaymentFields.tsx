import Box from '@mui/material/Box';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useToast } from '../../toast/useToast.ts';
import type { CardPurpose } from '../cardPurpose.ts';
import { PaymentActions } from '../PaymentActions.tsx';
import { declineMessage } from '../declineMessages.ts';

/**
 * Confirms the PaymentIntent in the browser (spec §7) with the purpose's return address (a payment's
 * /payment-success?booking_id=…). Cards that need no redirect come back here and go on themselves.
 */
export function StripePaymentFields({ purpose }: { purpose: CardPurpose }) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const { t, language } = useLanguage();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    // After a redirect Stripe adds `payment_intent` to this address; without one, the page is told it here.
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(purpose.returnPath, window.location.origin).href },
      redirect: 'if_required',
    });
    if (!error) return purpose.onConfirmed(paymentIntent?.id);
    toast({
      title: t.payment.errorTitle,
      description:
        declineMessage(language, { code: error.code, declineCode: error.decline_code }) ?? t.payment.declined,
      variant: 'destructive',
    });
    setBusy(false);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t.payment.card.formLabel}
      data-testid="card-form"
    >
      <PaymentElement options={{ layout: 'tabs' }} />
      <PaymentActions busy={busy} disabled={!stripe || !elements} purpose={purpose} />
    </Box>
  );
}
