import Box from '@mui/material/Box';
import { LightTextField } from '../common/LightTextField.tsx';
import { REGISTRATION_PHONE_PREFIXES } from '@grandtour/shared';
import { FormSection } from '../common/FormSection.tsx';
import { formFieldProps } from '../common/formFieldProps.ts';
import type { FormState } from '../common/useFormState.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import type { RegistrationProblem, RegistrationValues } from './validateRegistration.ts';

type RegistrationForm = FormState<RegistrationValues, RegistrationProblem>;

export const REGISTRATION_ID_PREFIX = 'register';

export function RegistrationFields({ form }: { form: RegistrationForm }) {
  const { t } = useLanguage();
  const texts = t.account.register;
  const props = (field: keyof RegistrationValues & string) =>
    formFieldProps(form, field, REGISTRATION_ID_PREFIX, (problem) => texts.problems[problem]);
  const password = props('password');
  return (
    <>
      <FormSection legend={texts.identityLegend}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <LightTextField
            {...props('firstName')}
            required
            label={texts.firstName}
            autoComplete="given-name"
          />
          <LightTextField {...props('lastName')} required label={texts.lastName} autoComplete="family-name" />
        </Box>
        <LightTextField {...props('username')} required label={texts.username} autoComplete="username" />
        <LightTextField {...props('email')} required type="email" label={texts.email} autoComplete="email" />
        <LightTextField
          {...password}
          required
          type="password"
          label={texts.password}
          autoComplete="new-password"
          helperText={password.helperText ?? texts.passwordHint}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '9.5rem 1fr' }}>
          <LightTextField
            {...props('phonePrefix')}
            select
            label={texts.phonePrefix}
            autoComplete="tel-country-code"
            slotProps={{ inputLabel: { shrink: true } }}
          >
            {REGISTRATION_PHONE_PREFIXES.map(({ code, country }) => (
              <option key={code} value={code}>
                {`${code} ${t.account.phonePrefixes[country]}`}
              </option>
            ))}
          </LightTextField>
          <LightTextField
            {...props('phone')}
            // HTML allows tel-national only on a text input; inputMode still brings the phone keypad.
            type="text"
            label={texts.phone}
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
      </FormSection>
      {form.values.userType === 'owner' && (
        <FormSection legend={texts.addressLegend}>
          <LightTextField {...props('address')} label={texts.address} autoComplete="street-address" />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 10rem' } }}>
            <LightTextField {...props('city')} label={texts.city} autoComplete="address-level2" />
            <LightTextField {...props('zipCode')} label={texts.zipCode} autoComplete="postal-code" />
          </Box>
          <LightTextField {...props('country')} label={texts.country} autoComplete="country-name" />
        </FormSection>
      )}
    </>
  );
}
