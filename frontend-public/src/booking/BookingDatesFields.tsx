import Box from '@mui/material/Box';
import { LightTextField } from '../common/LightTextField.tsx';
import { addDays, MAX_BOOKING_AHEAD_DAYS } from '@grandtour/shared';
import { AvailabilityCalendar } from '../availability/AvailabilityCalendar.tsx';
import type { CarAvailabilityState } from '../availability/useCarAvailability.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldProps } from './bookingFieldProps.ts';
import type { BookingFormState } from './useBookingFormState.ts';
import type { BookingCalendar } from './validateBookingForm.ts';

const pickerSx = { '& input::-webkit-calendar-picker-indicator': { filter: 'invert(0.8)' } };

/**
 * The rental's dates: typed in the two date fields, or picked on the availability calendar, where the days the car
 * is taken cannot be chosen (a typed taken day is flagged before submitting).
 */
export function BookingDatesFields({
  form,
  calendar,
  availability,
}: {
  form: BookingFormState;
  calendar: BookingCalendar;
  availability: CarAvailabilityState;
}) {
  const { t } = useLanguage();
  const { today, firstStart } = calendar;
  const lastStart = addDays(today, MAX_BOOKING_AHEAD_DAYS);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <LightTextField
          {...bookingFieldProps(form, 'startDate', t)}
          type="date"
          label={t.booking.startDate}
          sx={pickerSx}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: firstStart, max: lastStart } }}
        />
        <LightTextField
          {...bookingFieldProps(form, 'endDate', t)}
          type="date"
          label={t.booking.endDate}
          sx={pickerSx}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: form.values.startDate || firstStart },
          }}
        />
      </Box>
      <AvailabilityCalendar
        rules={{ taken: availability.taken, firstStart, lastStart }}
        lastDay={availability.window?.to ?? lastStart}
        status={availability.status}
        onRetry={() => void availability.refetch()}
        choice={{ startDate: form.values.startDate, endDate: form.values.endDate }}
        onChoose={({ startDate, endDate }) => {
          form.change('startDate', startDate);
          form.change('endDate', endDate);
        }}
      />
    </>
  );
}
