import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DriverRequirements } from '@grandtour/shared';
import { useMemo } from 'react';
import { LightTextField } from '../common/LightTextField.tsx';
import { useDriverFormTexts } from '../i18n/driver-form/useDriverFormTexts.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { DRIVER_FIELDS, driverFieldId, type DriverField } from './driverFormValues.ts';
import { licenceCountries } from './licenceCountries.ts';
import type { DriverFormState } from './useDriverFormState.ts';
import { driverProblemText, isDriverRefusal, type DriverProblem } from './validateDriver.ts';

const pickerSx = { '& input::-webkit-calendar-picker-indicator': { filter: 'invert(0.8)' } };
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * The main driver (issue 22): date of birth and driving licence. What the car asks is said first; a driver it
 * refuses is told at once, under the field concerned, in the API's words, and read out by screen readers.
 */
export function DriverFields({
  form,
  requirements,
}: {
  form: DriverFormState;
  requirements: DriverRequirements;
}) {
  const texts = useDriverFormTexts();
  const { language } = useLanguage();
  const countries = useMemo(() => licenceCountries(language), [language]);
  // A refusal is shown as soon as the dates make it; a missing field only once left, or on submit.
  const shown = (field: DriverField): DriverProblem | undefined => {
    const problem = form.problems[field];
    return problem && isDriverRefusal(problem) ? problem : form.shownProblem(field);
  };
  const refusal = DRIVER_FIELDS.map((field) => form.problems[field]).find(
    (problem) => problem !== undefined && isDriverRefusal(problem),
  );
  const fieldProps = (field: DriverField) => {
    const problem = shown(field);
    return {
      id: driverFieldId(field),
      name: `driver.${field}`,
      value: form.values[field],
      required: true,
      fullWidth: true,
      label: texts[field],
      error: Boolean(problem),
      helperText: problem ? driverProblemText(problem, requirements, texts) : undefined,
      onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
      onBlur: () => form.leave(field),
    };
  };
  const dateProps = { type: 'date', sx: pickerSx };
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="driver-requirements">
        {texts.intro} {texts.asks(requirements.minAge, requirements.minLicenceYears)}
      </Typography>
      <Box sx={twoColumns}>
        <LightTextField
          {...fieldProps('dateOfBirth')}
          {...dateProps}
          autoComplete="bday"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <LightTextField
          {...fieldProps('licenceCountry')}
          select
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { required: false } }}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </LightTextField>
      </Box>
      <LightTextField
        {...fieldProps('licenceNumber')}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 24 } }}
      />
      <Box sx={twoColumns}>
        <LightTextField
          {...fieldProps('licenceIssuedOn')}
          {...dateProps}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <LightTextField
          {...fieldProps('licenceExpiresOn')}
          {...dateProps}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box aria-live="polite" sx={visuallyHidden} data-testid="driver-refusal-announcement">
        {refusal ? driverProblemText(refusal, requirements, texts) : ''}
      </Box>
    </>
  );
}
