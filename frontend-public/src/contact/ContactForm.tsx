import Box from '@mui/material/Box';
import { LightTextField } from '../common/LightTextField.tsx';
import Typography from '@mui/material/Typography';
import { CONTACT_SUBJECTS } from '@grandtour/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { formFieldProps } from '../common/formFieldProps.ts';
import { panelSx } from '../common/panelSx.ts';
import { submitWhenValid, useFormState } from '../common/useFormState.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { contactInitialValues } from './contactAboutCar.ts';
import { useSendContactMessage } from './useSendContactMessage.ts';
import { CONTACT_FIELDS, EMPTY_CONTACT, validateContact, type ContactValues } from './validateContact.ts';

const ID_PREFIX = 'contact';

/** Spec §2 contact: the message form; the send button says it is sending, the form resets once sent. */
export function ContactForm() {
  const { t } = useLanguage();
  const [params] = useSearchParams();
  const [initial] = useState(() =>
    contactInitialValues(EMPTY_CONTACT, params.get('car'), t.contact.aboutCar),
  );
  const form = useFormState(initial, validateContact);
  const { send, isSending } = useSendContactMessage(form.reset);
  const props = (field: keyof ContactValues) =>
    formFieldProps(form, field, ID_PREFIX, (problem) => t.contact.problems[problem]);

  const onSubmit = submitWhenValid(form, CONTACT_FIELDS, ID_PREFIX, (values) => {
    if (!isSending) send(values);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
      sx={{ ...panelSx, display: 'grid', gap: 2.5 }}
    >
      <Typography id="contact-form-title" variant="h4" component="h2">
        {t.contact.formTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <LightTextField
          {...props('firstName')}
          required
          label={t.contact.firstName}
          autoComplete="given-name"
        />
        <LightTextField
          {...props('lastName')}
          required
          label={t.contact.lastName}
          autoComplete="family-name"
        />
        <LightTextField
          {...props('email')}
          required
          type="email"
          label={t.contact.email}
          autoComplete="email"
        />
        <LightTextField {...props('phone')} type="tel" label={t.contact.phone} autoComplete="tel" />
      </Box>
      <LightTextField
        {...props('subject')}
        select
        label={t.contact.subject}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t.contact.subjects[subject]}
          </option>
        ))}
      </LightTextField>
      <LightTextField {...props('message')} required multiline minRows={5} label={t.contact.message} />
      <SubmitButton
        busy={isSending}
        label={t.contact.send}
        busyLabel={t.contact.sending}
        testId="contact-send"
      />
    </Box>
  );
}
