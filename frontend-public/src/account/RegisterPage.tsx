import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PRIVACY_PAGE } from '@grandtour/shared';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../common/usePageMeta.ts';
import { submitWhenValid, useFormState } from '../common/useFormState.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { AccountPageFrame } from './AccountPageFrame.tsx';
import { AccountTypeChoice } from './AccountTypeChoice.tsx';
import { FormProblems } from './FormProblems.tsx';
import { REGISTRATION_ID_PREFIX, RegistrationFields } from './RegistrationFields.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useRegistration } from './useRegistration.ts';
import { EMPTY_REGISTRATION, REGISTRATION_FIELDS, validateRegistration } from './validateRegistration.ts';

/** Spec §2 /register: choose client or owner, fill the form; owners also give their address. */
export function RegisterPage() {
  const { t } = useLanguage();
  const texts = t.account.register;
  usePageMeta(texts.documentTitle, t.meta.descriptions.register);
  const [params] = useSearchParams();
  // /register?type=owner (the back office's link for clients): the owner form is already chosen.
  const [initial] = useState(() =>
    params.get('type') === 'owner'
      ? { ...EMPTY_REGISTRATION, userType: 'owner' as const }
      : EMPTY_REGISTRATION,
  );
  const form = useFormState(initial, validateRegistration);
  const { register, isSubmitting, problem } = useRegistration();
  const problemCount = Object.keys(form.problems).length;

  const onSubmit = submitWhenValid(form, REGISTRATION_FIELDS, REGISTRATION_ID_PREFIX, (values) => {
    if (!isSubmitting) register(values);
  });

  return (
    <AccountPageFrame title={texts.title} subtitle={texts.subtitle} testId="register-page">
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={texts.title}
        data-testid="register-form"
        sx={{ display: 'grid', gap: 3 }}
      >
        <AccountTypeChoice value={form.values.userType} onChange={(type) => form.change('userType', type)} />
        <RegistrationFields form={form} />
        <FormProblems
          invalidText={form.submitAttempted && problemCount > 0 ? texts.formInvalid(problemCount) : null}
          serverProblem={problem}
          testId="register"
        />
        <SubmitButton
          busy={isSubmitting}
          label={texts.submit}
          busyLabel={texts.submitting}
          testId="register-submit"
        />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={PRIVACY_PAGE} data-testid="register-privacy-link">
            {texts.privacyLink}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {texts.haveAccount}{' '}
          <Link component={RouterLink} to="/login" data-testid="register-login-link">
            {texts.loginLink}
          </Link>
        </Typography>
      </Box>
    </AccountPageFrame>
  );
}
