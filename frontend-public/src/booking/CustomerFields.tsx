import Box from '@mui/material/Box';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldProps } from './bookingFieldProps.ts';
import type { BookingFormState } from './useBookingFormState.ts';

export function CustomerFields({ form }: { form: BookingFormState }) {
  const { t } = useLanguage();
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <LightTextField
          {...bookingFieldProps(form, 'firstName', t)}
          label={t.booking.firstName}
          autoComplete="given-name"
        />
        <LightTextField
          {...bookingFieldProps(form, 'lastName', t)}
          label={t.booking.lastName}
          autoComplete="family-name"
        />
      </Box>
      <LightTextField
        {...bookingFieldProps(form, 'email', t)}
        type="email"
        label={t.booking.email}
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
    </>
  );
}
