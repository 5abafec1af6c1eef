import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { usePaymentFailureToast } from '../payment/usePaymentFailureToast.ts';
import { pendingBookingOf } from '../payment/pendingBookingStore.ts';
import { useStartPayment } from '../payment/useStartPayment.ts';

/** The "Payer" button of an unpaid booking: the booking flow again from "create the payment" (spec §4). */
export function useResumePayment() {
  const startPayment = useStartPayment();
  const toastFailure = usePaymentFailureToast();
  const { t } = useLanguage();
  const mutation = useMutation({
    mutationFn: (booking: Booking) => startPayment(pendingBookingOf(booking)),
    onError: (error) => toastFailure(error, t.payment.createError),
  });
  return { pay: mutation.mutate, payingId: mutation.isPending ? mutation.variables.id : null };
}
