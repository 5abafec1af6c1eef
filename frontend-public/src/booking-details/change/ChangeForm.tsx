import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { addDays, MAX_BOOKING_AHEAD_DAYS, type BookingChangeQuery, type Car } from '@grandtour/shared';
import { isPickupOption, PickupOptions } from '../../booking/PickupOptions.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';

export type ChangeProblem = 'datesRequired' | 'endBeforeStart';

/** What the visitor asks for, before the server prices it. */
export function changeProblem(wanted: BookingChangeQuery): ChangeProblem | null {
  if (!wanted.startDate || !wanted.endDate) return 'datesRequired';
  return wanted.endDate < wanted.startDate ? 'endBeforeStart' : null;
}

const pickerSx = { '& input::-webkit-calendar-picker-indicator': { filter: 'invert(0.8)' } };

/** New dates and places; the return place follows the pickup unless one of its own is chosen, as when booking. */
export function ChangeForm({
  wanted,
  onChange,
  problem,
  today,
  car,
}: {
  /** The car's places (decision 55); until it is loaded, only the places already chosen are listed. */
  car: Car | undefined;
  wanted: BookingChangeQuery;
  onChange: (wanted: BookingChangeQuery) => void;
  problem: ChangeProblem | null;
  today: string;
}) {
  const { t } = useLanguage();
  const texts = t.afterBooking.change;
  const problemText = problem ? texts[problem] : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id="change-start-date"
          type="date"
          label={texts.startDate}
          value={wanted.startDate}
          required
          error={problem === 'datesRequired' && !wanted.startDate}
          onChange={(event) => onChange({ ...wanted, startDate: event.target.value })}
          sx={pickerSx}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: today, max: addDays(today, MAX_BOOKING_AHEAD_DAYS) },
          }}
        />
        <TextField
          id="change-end-date"
          type="date"
          label={texts.endDate}
          value={wanted.endDate}
          required
          error={Boolean(problem) && (problem === 'endBeforeStart' || !wanted.endDate)}
          helperText={problemText}
          onChange={(event) => onChange({ ...wanted, endDate: event.target.value })}
          sx={pickerSx}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: wanted.startDate || today } }}
        />
      </Box>
      <TextField
        select
        id="change-pickup"
        label={texts.pickup}
        value={wanted.pickupLocation}
        onChange={(event) =>
          isPickupOption(event.target.value) && onChange({ ...wanted, pickupLocation: event.target.value })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <PickupOptions car={car} chosen={[wanted.pickupLocation]} />
      </TextField>
      <TextField
        select
        id="change-dropoff"
        label={t.booking.dropoffLocation}
        value={wanted.dropoffLocation ?? ''}
        onChange={(event) => {
          const { dropoffLocation: _previous, ...rest } = wanted;
          onChange(
            isPickupOption(event.target.value) ? { ...rest, dropoffLocation: event.target.value } : rest,
          );
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t.booking.dropoffSameAsPickup}</option>
        <PickupOptions
          car={car}
          chosen={wanted.dropoffLocation ? [wanted.dropoffLocation] : []}
          leg="return"
        />
      </TextField>
    </Box>
  );
}
