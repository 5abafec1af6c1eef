import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BOOKING_MODES, REQUEST_RESPONSE_HOURS, type BookingMode } from '@grandtour/shared';
import { useTranslate } from 'react-admin';

/**
 * Instant booking or request to book (decision 85), each choice with what it means for the owner: a radio group, so
 * the arrow keys move between them.
 */
export function BookingModeInput({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: BookingMode;
  /** Until the category is chosen: request to book keeps the ages shown, and there are none yet. */
  disabled: boolean;
  onChange: (mode: BookingMode) => void;
}) {
  const translate = useTranslate();
  const help = (mode: BookingMode) =>
    mode === 'instant'
      ? translate('app.bookingMode.instantHelp')
      : translate('app.bookingMode.requestHelp', { hours: REQUEST_RESPONSE_HOURS });
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mt: 1 }}>
      <FormLabel component="legend" id={`${id}-legend`}>
        {translate('app.bookingMode.legend')}
      </FormLabel>
      <RadioGroup
        name="driverRequirements.bookingMode"
        aria-labelledby={`${id}-legend`}
        value={value}
        onChange={(event) => onChange(event.target.value as BookingMode)}
      >
        {BOOKING_MODES.map((mode) => (
          <Box key={mode} sx={{ mb: 1 }}>
            <FormControlLabel
              value={mode}
              control={
                <Radio
                  slotProps={{ input: { 'aria-describedby': `${id}-${mode}-help` } }}
                  data-testid={`booking-mode-${mode}`}
                />
              }
              label={translate(`app.bookingMode.${mode}`)}
            />
            <Typography
              id={`${id}-${mode}-help`}
              variant="body2"
              sx={{ color: 'text.secondary', ml: 4, mt: -0.5 }}
            >
              {help(mode)}
            </Typography>
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
