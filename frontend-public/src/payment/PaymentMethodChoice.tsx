import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { AcceptedPaymentMethods } from './AcceptedPaymentMethods.tsx';
import { BookingSummaryCard } from './BookingSummaryCard.tsx';
import { PaymentOptionButton } from './PaymentOptionButton.tsx';
import type { PendingBooking } from './pendingBookingStore.ts';
import { PaymentPageHeading } from './PaymentPageHeading.tsx';
import { useCardCheckout } from './useCardCheckout.ts';
import { usePaymentFailureToast } from './usePaymentFailureToast.ts';
import { usePaymentsConfig } from './usePaymentsConfig.ts';
import { usePayPalCheckout } from './usePayPalCheckout.ts';

// PayPal's own SDK (from www.paypal.com) is fetched only when the server runs on real PayPal.
const PayPalSdkButtons = lazy(() =>
  import('./paypal/PayPalSdkButtons.tsx').then((module) => ({ default: module.PayPalSdkButtons })),
);

export function PaymentMethodChoice({ booking }: { booking: PendingBooking }) {
  const { t } = useLanguage();
  const texts = t.payment.method;
  const toastFailure = usePaymentFailureToast();
  const { payByCard, isPreparing } = useCardCheckout(booking, (error) => toastFailure(error));
  const { payWithPayPal, isOpening } = usePayPalCheckout(booking, (error) => toastFailure(error));
  const busy = isPreparing || isOpening;
  const config = usePaymentsConfig().data;
  const payPalClientId = config?.paypal === 'paypal' ? config.paypalClientId : null;

  return (
    <>
      <PaymentPageHeading title={texts.title} subtitle={texts.subtitle} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <PaymentOptionButton
            kind="card"
            title={texts.card}
            text={texts.cardText}
            busyText={texts.preparingCard}
            busy={isPreparing}
            disabled={busy}
            onClick={payByCard}
            testId="pay-by-card"
          />
          {payPalClientId ? (
            <Suspense fallback={null}>
              <PayPalSdkButtons
                booking={booking}
                clientId={payPalClientId}
                onFailed={(error) => toastFailure(error)}
              />
            </Suspense>
          ) : (
            <PaymentOptionButton
              kind="paypal"
              title={texts.payPal}
              text={texts.payPalText}
              busyText={texts.openingPayPal}
              busy={isOpening}
              disabled={busy}
              onClick={payWithPayPal}
              testId="pay-with-paypal"
            />
          )}
          <Box>
            <Button
              component={RouterLink}
              to="/reservations"
              startIcon={<ArrowBackIcon />}
              sx={{ color: 'text.secondary', px: 1 }}
              data-testid="back-to-reservations"
            >
              {texts.backToReservations}
            </Button>
          </Box>
        </Box>
        <BookingSummaryCard booking={booking} footer={<AcceptedPaymentMethods />} />
      </Box>
    </>
  );
}
