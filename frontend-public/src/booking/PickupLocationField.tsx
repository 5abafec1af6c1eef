import type { Car } from '@grandtour/shared';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldId } from './bookingFormValues.ts';
import { isPickupOption, PickupOptions } from './PickupOptions.tsx';
import type { BookingFormState } from './useBookingFormState.ts';

/** Spec §3 pickup options; home delivery, for a car that delivers, names its fee in the display currency. */
export function PickupLocationField({ form, car }: { form: BookingFormState; car: Car }) {
  const { t } = useLanguage();
  const problem = form.shownProblem('pickupLocation');
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
      <PickupOptions car={car} />
    </LightTextField>
  );
}
