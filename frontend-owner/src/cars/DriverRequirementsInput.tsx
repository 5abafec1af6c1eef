import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_DRIVER_REQUIREMENTS,
  MAX_REQUIRED_DRIVER_AGE,
  MAX_REQUIRED_LICENCE_YEARS,
  MIN_DRIVER_AGE,
  type CarCategory,
  type DriverRequirements,
} from '@grandtour/shared';
import { useRef } from 'react';
import { FormDataConsumer, useInput, useTranslate } from 'react-admin';
import { BookingModeInput } from './BookingModeInput.tsx';
import {
  backToDefaultAges,
  hasOwnAges,
  withBookingMode,
  type DriverRequirementsDraft as Draft,
} from './driverRequirementsDraft.ts';

type Field = 'minAge' | 'minLicenceYears';

const BOUNDS: Record<Field, { min: number; max: number }> = {
  minAge: { min: MIN_DRIVER_AGE, max: MAX_REQUIRED_DRIVER_AGE },
  minLicenceYears: { min: 0, max: MAX_REQUIRED_LICENCE_YEARS },
};
const FIELDS = Object.keys(BOUNDS) as Field[];

const outOfBounds = (draft: Draft | null | undefined, field: Field) => {
  if (!draft) return false;
  const value = draft[field];
  const { min, max } = BOUNDS[field];
  return value === undefined || !Number.isInteger(value) || value < min || value > max;
};

/** The same bounds as the API's, so the owner learns of a mistake before sending. */
const validateDraft = (draft: Draft | null | undefined) => {
  const wrong = FIELDS.find((field) => outOfBounds(draft, field));
  return wrong ? { message: 'app.drivers.outOfBounds', args: BOUNDS[wrong] } : undefined;
};

/**
 * The car's own minimum driver age and years of licence (issue 22). Until the owner types, the fields show the
 * category's defaults and the car keeps none of its own (null), so it follows its category when that changes;
 * "back to the defaults" sets null again. Request to book (decision 85) is the car's own choice: it keeps the ages
 * shown with it.
 */
function DriverRequirementsFields({ category }: { category: CarCategory | undefined }) {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput<Draft | null>({
    source: 'driverRequirements',
    defaultValue: null,
    // The value is the object itself: react-admin's default format would turn null into ''.
    format: (value) => value,
    parse: (value) => value,
    validate: validateDraft,
  });
  const own = field.value as Draft | null;
  const defaults: DriverRequirements | undefined = category && DEFAULT_DRIVER_REQUIREMENTS[category];
  const categoryName = category ? translate(`app.categories.${category}`) : '';
  const hintId = `${id}-hint`;
  const showErrors = fieldState.isTouched || formState.isSubmitted;
  // The button goes with the owner's own values: the keyboard lands back on the first field, not on the page.
  const firstField = useRef<HTMLInputElement>(null);
  const backToDefaults = () => {
    field.onChange(backToDefaultAges(own, defaults));
    firstField.current?.focus();
  };

  const change = (name: Field, text: string) => {
    const value = text.trim() === '' ? undefined : Number(text);
    const base = own ?? { ...defaults, bookingMode: 'instant' as const };
    field.onChange({
      minAge: base.minAge,
      minLicenceYears: base.minLicenceYears,
      bookingMode: base.bookingMode,
      [name]: value,
    });
  };

  const ownAges = hasOwnAges(own, defaults);
  const hint = !category
    ? translate('app.drivers.chooseCategory')
    : ownAges
      ? translate('app.drivers.ownValues', { category: categoryName, ...defaults })
      : translate('app.drivers.platformDefault', { category: categoryName });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', maxWidth: 560 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {FIELDS.map((name) => {
          const value = own ? own[name] : defaults?.[name];
          const wrong = showErrors && outOfBounds(own, name);
          return (
            <TextField
              key={name}
              id={`${id}-${name}`}
              name={`driverRequirements.${name}`}
              label={translate(`app.drivers.${name}`)}
              type="number"
              value={value ?? ''}
              onChange={(event) => change(name, event.target.value)}
              onBlur={field.onBlur}
              inputRef={name === 'minAge' ? firstField : undefined}
              error={wrong}
              helperText={wrong ? translate('app.drivers.outOfBounds', BOUNDS[name]) : undefined}
              sx={{ width: { xs: '100%', sm: 260 } }}
              slotProps={{
                htmlInput: {
                  min: BOUNDS[name].min,
                  max: BOUNDS[name].max,
                  step: 1,
                  inputMode: 'numeric',
                  'aria-describedby': hintId,
                },
              }}
            />
          );
        })}
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }} role="status">
        {hint}
      </Typography>
      {ownAges && category && (
        <Box>
          <Button variant="outlined" size="small" onClick={backToDefaults}>
            {translate('app.drivers.backToDefault')}
          </Button>
        </Box>
      )}
      <BookingModeInput
        id={`${id}-booking-mode`}
        value={own?.bookingMode ?? 'instant'}
        disabled={!category}
        onChange={(mode) => field.onChange(withBookingMode(own, defaults, mode))}
      />
    </Box>
  );
}

/** The form's "Driver" section: the driver's minimum age and licence years, and how the car is booked. */
export function DriverRequirementsInput() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.drivers.section')}
      </Typography>
      <FormDataConsumer<{ category?: CarCategory }>>
        {({ formData }) => <DriverRequirementsFields category={formData.category} />}
      </FormDataConsumer>
    </>
  );
}
