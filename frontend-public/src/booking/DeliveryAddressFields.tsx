import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Car } from '@grandtour/shared';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldProps } from './bookingFieldProps.ts';
import type { BookingFormState } from './useBookingFormState.ts';

/**
 * Where to bring or collect the car (decision 56), asked only when a leg is delivered. `areaProblem` is the server's
 * word on the postcode (unknown, or outside the car's radius): the booking is checked again when sent.
 */
export function DeliveryAddressFields({
  form,
  car,
  areaProblem,
}: {
  form: BookingFormState;
  car: Car;
  areaProblem: string | null;
}) {
  const { t } = useLanguage();
  const texts = t.booking.deliveryAddress;
  const postcode = bookingFieldProps(form, 'deliveryPostcode', t);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
      data-testid="delivery-address"
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {texts.legend}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.radius(car.deliveryRadius, car.location)}
      </Typography>
      <LightTextField
        {...bookingFieldProps(form, 'deliveryStreet', t)}
        label={texts.street}
        autoComplete="address-line1"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <LightTextField
          {...postcode}
          label={texts.postcode}
          autoComplete="postal-code"
          error={postcode.error || areaProblem !== null}
          helperText={postcode.helperText ?? areaProblem ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <LightTextField
          {...bookingFieldProps(form, 'deliveryCity', t)}
          label={texts.city}
          autoComplete="address-level2"
        />
      </Box>
    </Box>
  );
}
