import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CAR_ADDRESS_PLACE,
  deliveredLegsOf,
  driverRequirementsOf,
  returnTermsOf,
  REQUEST_RESPONSE_HOURS,
  type Car,
} from '@grandtour/shared';
import { apiErrorOf } from '../api/HttpError.ts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingDatesFields } from './BookingDatesFields.tsx';
import { bookingFormFrameSx } from './bookingFormFrameSx.ts';
import { prefilledBookingForm } from './bookingPrefill.ts';
import { BOOKING_FIELDS, bookingFieldId } from './bookingFormValues.ts';
import { CustomerFields } from './CustomerFields.tsx';
import { DriverFields } from './DriverFields.tsx';
import { DRIVER_FIELDS, driverFieldId, driverInfoOf } from './driverFormValues.ts';
import { DeliveryAddressFields } from './DeliveryAddressFields.tsx';
import { DropoffLocationField } from './DropoffLocationField.tsx';
import { FormSection } from '../common/FormSection.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { PickupLocationField } from './PickupLocationField.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { useBookingCalendar } from './useBookingCalendar.ts';
import { useBookingFormState } from './useBookingFormState.ts';
import { useBookingQuote } from './useBookingQuote.ts';
import { useBookingSubmission } from './useBookingSubmission.ts';
import { useDriverFormTexts } from '../i18n/driver-form/useDriverFormTexts.ts';
import { useDriverFormState } from './useDriverFormState.ts';
import { useScrollIntoViewOnHash } from './useScrollIntoViewOnHash.ts';
import { isDelivered, quotableDates, quotablePostcode } from './validateBookingForm.ts';

/** The quote's refusals that speak of the delivery postcode, shown under it (decision 56). */
const AREA_PROBLEMS = new Set(['unknown_postcode', 'delivery_out_of_range']);

export const BOOKING_FORM_ID = 'booking';

/** Spec §2 vehicle detail: the booking form of an available car, with the server's live price. */
export function BookingForm({ car }: { car: Car }) {
  const { t } = useLanguage();
  const requestTexts = t.requests;
  const { calendar, availability } = useBookingCalendar(car.id);
  const [searchParams] = useSearchParams();
  const [prefilled] = useState(() => prefilledBookingForm(searchParams, car));
  const form = useBookingFormState(calendar, prefilled);
  const dates = quotableDates(form.values, calendar);
  const requirements = driverRequirementsOf(car.category, car.driverRequirements);
  const driverForm = useDriverFormState({ requirements, today: calendar.today, rental: dates });
  const driverTexts = useDriverFormTexts();
  // A request car's payment is only authorised: the owner has a day to accept (decision 85).
  const onRequest = requirements.bookingMode === 'request';
  const quotedPickup = form.values.pickupLocation || CAR_ADDRESS_PLACE;
  const places = {
    pickupLocation: quotedPickup,
    dropoffLocation: form.values.dropoffLocation || quotedPickup,
  };
  const quote = useBookingQuote(car.id, dates, places, quotablePostcode(form.values));
  const quoteError = apiErrorOf(quote.error);
  const areaProblem = quoteError && AREA_PROBLEMS.has(quoteError.error) ? quoteError.message : null;
  const { submit, isSubmitting, problem } = useBookingSubmission(car);
  const formRef = useScrollIntoViewOnHash<HTMLFormElement>(BOOKING_FORM_ID);
  const problemCount = Object.keys(form.problems).length + Object.keys(driverForm.problems).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.attemptSubmit();
    driverForm.attemptSubmit();
    // In screen order: the trip and the customer, then the driver, then the terms.
    const firstProblem =
      BOOKING_FIELDS.filter((field) => field !== 'acceptTerms')
        .filter((field) => form.problems[field])
        .map(bookingFieldId)[0] ??
      DRIVER_FIELDS.filter((field) => driverForm.problems[field]).map(driverFieldId)[0] ??
      (form.problems.acceptTerms ? bookingFieldId('acceptTerms') : undefined);
    if (firstProblem) {
      document.getElementById(firstProblem)?.focus();
      return;
    }
    const { pickupLocation } = form.values;
    if (!quote.data || !pickupLocation || areaProblem || isSubmitting) return;
    submit({
      values: { ...form.values, pickupLocation },
      driver: driverInfoOf(driverForm.values),
      quote: quote.data,
    });
  };

  return (
    <Box
      component="form"
      id={BOOKING_FORM_ID}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="booking-title"
      data-testid="booking-form"
      sx={{ scrollMarginTop: 96, ...bookingFormFrameSx }}
    >
      <Box>
        <Typography id="booking-title" variant="h4" component="h2">
          {t.booking.heading}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t.booking.intro}
        </Typography>
      </Box>
      <FormSection legend={t.booking.datesLegend}>
        <BookingDatesFields form={form} calendar={calendar} availability={availability} />
        <PickupLocationField form={form} car={car} />
        <DropoffLocationField form={form} car={car} />
        {isDelivered(form.values) && (
          <DeliveryAddressFields form={form} car={car} areaProblem={areaProblem} />
        )}
      </FormSection>
      <FormSection legend={t.booking.detailsLegend}>
        <CustomerFields form={form} />
        <PhoneFields form={form} />
      </FormSection>
      <FormSection legend={driverTexts.legend}>
        <DriverFields form={driverForm} requirements={requirements} />
      </FormSection>
      <PriceBreakdown
        quote={quote.data}
        legs={deliveredLegsOf(places)}
        datesChosen={dates !== null}
        isError={quote.isError && !areaProblem}
        returnTerms={returnTermsOf(car.category, car.returnTerms)}
      />
      <TermsCheckbox form={form} />
      {/* A refusal from the server is the one message shown (the field it concerns is still marked). */}
      {form.submitAttempted && problemCount > 0 && !problem && (
        <Typography
          role="alert"
          variant="body2"
          sx={{ color: 'error.main' }}
          data-testid="booking-form-invalid"
        >
          {t.booking.formInvalid(problemCount)}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" variant="outlined" role="alert" data-testid="booking-problem">
          {problem}
        </Alert>
      )}
      <Box>
        <SubmitButton
          busy={isSubmitting}
          label={onRequest ? requestTexts.submit : t.booking.submit}
          busyLabel={onRequest ? requestTexts.submitting : t.booking.submitting}
          testId="booking-submit"
        />
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', mt: 1, textAlign: 'center' }}
        >
          {dates && quote.isPending ? t.booking.waitingForPrice : t.booking.noChargeYet}
        </Typography>
        {onRequest && (
          <Typography
            variant="body2"
            data-testid="booking-request-note"
            sx={{ color: 'text.secondary', mt: 1, textAlign: 'center' }}
          >
            {requestTexts.note(REQUEST_RESPONSE_HOURS)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
