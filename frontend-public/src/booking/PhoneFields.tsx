import Box from '@mui/material/Box';
import { LightTextField } from '../common/LightTextField.tsx';
import { BOOKING_PHONE_COUNTRY_CODES } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldProps } from './bookingFieldProps.ts';
import type { BookingFormState } from './useBookingFormState.ts';

/** Spec §3: the country code (default +33) and the number, sent together as "+33 6 12 34 56 78". */
export function PhoneFields({ form }: { form: BookingFormState }) {
  const { t } = useLanguage();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '7.5rem 1fr' } }}>
      <LightTextField
        {...bookingFieldProps(form, 'countryCode', t)}
        select
        label={t.booking.countryCode}
        autoComplete="tel-country-code"
        // Always set, so no `required` attribute: HTML allows it on a select only with an empty first option.
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { required: false } }}
      >
        {BOOKING_PHONE_COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </LightTextField>
      <LightTextField
        {...bookingFieldProps(form, 'phone', t)}
        // HTML allows tel-national only on a text input; inputMode still brings the phone keypad.
        type="text"
        label={t.booking.phone}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </Box>
  );
}
