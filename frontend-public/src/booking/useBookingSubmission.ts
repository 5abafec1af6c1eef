import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, Car, CarQuote, DriverInfo, PickupOption } from '@grandtour/shared';
import { useState } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { carAvailabilityQueryKey } from '../availability/useCarAvailability.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { pendingBookingOf } from '../payment/pendingBookingStore.ts';
import { useStartPayment } from '../payment/useStartPayment.ts';
import { useToast } from '../toast/useToast.ts';
import { bookingRequest } from './bookingRequest.ts';
import type { BookingFormValues } from './bookingFormValues.ts';
import { useBookingProblemMessage } from './useBookingProblemMessage.ts';

export interface BookingSubmission {
  values: BookingFormValues & { pickupLocation: PickupOption };
  /** The main driver (issue 22). */
  driver: DriverInfo;
  quote: CarQuote;
}

/** Which step of the flow failed: each has its own toast in the spec (§8). */
class FlowStepError extends Error {
  readonly step: 'booking' | 'payment';
  readonly failure: unknown;
  constructor(step: 'booking' | 'payment', failure: unknown) {
    super(`The ${step} step failed`);
    this.step = step;
    this.failure = failure;
  }
}

/**
 * Spec §4 booking flow: create the booking, then the payment, then on to /payment-method. A retry after a failed
 * payment step sends the same booking request with the same Idempotency-Key, so it finds the booking already
 * made instead of holding the dates twice.
 */
export function useBookingSubmission(car: Car) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const startPayment = useStartPayment();
  const queryClient = useQueryClient();
  const { t, language } = useLanguage();
  const { toast } = useToast();
  // Dates taken at submit time were free when the calendar was drawn: a race lost, said as such.
  const problemMessage = useBookingProblemMessage(t.availability.raceLost);
  const [problem, setProblem] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ values, driver, quote }: BookingSubmission) => {
      const request = bookingRequest(car, values, driver, quote, language);
      let booking: Booking;
      try {
        booking = await post<Booking>('/api/bookings', request, idempotency.keyFor(request));
      } catch (error) {
        idempotency.failed(error);
        throw new FlowStepError('booking', error);
      }
      try {
        await startPayment(pendingBookingOf(booking));
      } catch (error) {
        throw new FlowStepError('payment', error);
      }
    },
    onMutate: () => setProblem(null),
    onError: (error) => {
      const { step, failure } = error instanceof FlowStepError ? error : new FlowStepError('booking', error);
      const code = apiErrorOf(failure)?.error;
      // Someone else took the dates since the calendar was drawn: it is drawn again with them taken.
      if (code === 'dates_unavailable')
        void queryClient.invalidateQueries({ queryKey: carAvailabilityQueryKey(car.id) });
      if (code === 'price_changed')
        void queryClient.invalidateQueries({ queryKey: ['/api/cars', encodeURIComponent(car.id)] });
      const message = problemMessage(failure);
      setProblem(message);
      // One message per refusal: the server's answer is told beside the form, the toast only says what has none.
      if (message) return;
      toast(
        step === 'booking'
          ? { title: t.booking.errorTitle, description: t.booking.errorText, variant: 'destructive' }
          : { title: t.payment.errorTitle, description: t.payment.createError, variant: 'destructive' },
      );
    },
  });

  return { submit: mutation.mutate, isSubmitting: mutation.isPending, problem };
}
