import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LightTextField } from '../common/LightTextField.tsx';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formFieldProps } from '../common/formFieldProps.ts';
import { usePageMeta } from '../common/usePageMeta.ts';
import { submitWhenValid, useFormState } from '../common/useFormState.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { AccountPageFrame } from './AccountPageFrame.tsx';
import { FormProblems } from './FormProblems.tsx';
import { safeNextPath } from './safeNextPath.ts';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { SECOND_FACTOR_TEXTS } from './second-factor-texts.ts';
import { useLogin } from './useLogin.ts';
import { useState } from 'react';
import { EMPTY_LOGIN, LOGIN_FIELDS, validateLogin, type LoginValues } from './validateLogin.ts';

const ID_PREFIX = 'login';

/** /login (only linked by the spec): a username or e-mail address and the password. */
export function LoginPage() {
  const { t, language } = useLanguage();
  const texts = t.account.login;
  const secondFactorTexts = SECOND_FACTOR_TEXTS[language];
  const [code, setCode] = useState('');
  usePageMeta(texts.documentTitle, t.meta.descriptions.login);
  const [params] = useSearchParams();
  const form = useFormState(EMPTY_LOGIN, validateLogin);
  const { login, isSubmitting, problem, secondStep } = useLogin(safeNextPath(params.get('next')));
  const props = (field: keyof LoginValues) =>
    formFieldProps(form, field, ID_PREFIX, (code) => texts.problems[code]);

  const onSubmit = submitWhenValid(form, LOGIN_FIELDS, ID_PREFIX, (values) => {
    if (!isSubmitting) login(values);
  });

  if (secondStep)
    return (
      <AccountPageFrame
        title={secondFactorTexts.title}
        subtitle={secondFactorTexts.intro}
        testId="login-page"
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!isSubmitting && code.trim()) login({ ...form.values, code });
          }}
          aria-label={secondFactorTexts.title}
          data-testid="second-factor-form"
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <LightTextField
            id={`${ID_PREFIX}-code`}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            label={secondFactorTexts.code}
            autoComplete="one-time-code"
            autoFocus
          />
          <FormProblems invalidText={null} serverProblem={problem} testId="login" />
          <SubmitButton
            busy={isSubmitting}
            label={secondFactorTexts.submit}
            busyLabel={secondFactorTexts.submitting}
            testId="second-factor-submit"
          />
        </Box>
      </AccountPageFrame>
    );

  return (
    <AccountPageFrame title={texts.title} subtitle={texts.subtitle} testId="login-page">
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={texts.title}
        data-testid="login-form"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <LightTextField
          {...props('identifier')}
          required
          label={texts.identifier}
          autoComplete="username"
          autoFocus
        />
        <LightTextField
          {...props('password')}
          required
          type="password"
          label={texts.password}
          autoComplete="current-password"
        />
        <FormProblems invalidText={null} serverProblem={problem} testId="login" />
        <SubmitButton
          busy={isSubmitting}
          label={texts.submit}
          busyLabel={texts.submitting}
          testId="login-submit"
        />
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {texts.noAccount}{' '}
          <Link component={RouterLink} to="/register" data-testid="login-register-link">
            {texts.registerLink}
          </Link>
        </Typography>
      </Box>
    </AccountPageFrame>
  );
}
