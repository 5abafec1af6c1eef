import type { Car } from '@grandtour/shared';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldId } from './bookingFormValues.ts';
import { isPickupOption, PickupOptions } from './PickupOptions.tsx';
import type { BookingFormState } from './useBookingFormState.ts';

/**
 * Where the car is returned: the pickup place unless the visitor chooses another. Collection at home, for a car that
 * delivers, costs one more leg at its fee (decision 49).
 */
export function DropoffLocationField({ form, car }: { form: BookingFormState; car: Car }) {
  const { t } = useLanguage();
  return (
    <LightTextField
      select
      id={bookingFieldId('dropoffLocation')}
      name="dropoffLocation"
      label={t.booking.dropoffLocation}
      value={form.values.dropoffLocation}
      fullWidth
      onChange={(event) =>
        form.change('dropoffLocation', isPickupOption(event.target.value) ? event.target.value : '')
      }
      slotProps={{ inputLabel: { shrink: true } }}
    >
      <option value="">{t.booking.dropoffSameAsPickup}</option>
      <PickupOptions car={car} leg="return" />
    </LightTextField>
  );
}
