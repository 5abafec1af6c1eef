import { LightTextField } from '../common/LightTextField.tsx';
import {
  centsToDecimalString,
  HOME_DELIVERY_FEE_CENTS,
  HOME_DELIVERY_PICKUP,
  PICKUP_OPTIONS,
  type PickupOption,
} from '@grandtour/shared';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldId } from './bookingFormValues.ts';
import type { BookingFormState } from './useBookingFormState.ts';

const isPickupOption = (value: string): value is PickupOption =>
  (PICKUP_OPTIONS as readonly string[]).includes(value);

/** Spec §3 pickup options; home delivery names its surcharge in the display currency. */
export function PickupLocationField({ form }: { form: BookingFormState }) {
  const { t } = useLanguage();
  const formatPrice = usePrice();
  const problem = form.shownProblem('pickupLocation');
  const surcharge = formatPrice(centsToDecimalString(HOME_DELIVERY_FEE_CENTS));
  return (
    <LightTextField
      select
      id={bookingFieldId('pickupLocation')}
      name="pickupLocation"
      label={t.booking.pickupLocation}
      value={form.values.pickupLocation}
      required
      fullWidth
      error={Boolean(problem)}
      helperText={problem ? t.booking.problems[problem] : undefined}
      onChange={(event) =>
        form.change('pickupLocation', isPickupOption(event.target.value) ? event.target.value : '')
      }
      onBlur={() => form.leave('pickupLocation')}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t.booking.pickupPlaceholder}
      </option>
      {PICKUP_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {option === HOME_DELIVERY_PICKUP
            ? t.booking.deliveryOption(surcharge)
            : t.booking.pickupOptions[option]}
        </option>
      ))}
    </LightTextField>
  );
}
