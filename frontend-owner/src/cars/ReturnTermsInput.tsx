import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_RETURN_TERMS,
  isLanguageCode,
  LANGUAGE_LOCALES,
  returnTermsWords,
  type CarCategory,
  type ReturnTerms,
} from '@grandtour/shared';
import { useState } from 'react';
import { FormDataConsumer, useInput, useTranslate } from 'react-admin';
import { useLanguage } from '../common/useLanguage.ts';
import {
  centsOfTypedEuros,
  includedKmWhenLimited,
  ownTermsFrom,
  RETURN_TERMS_BOUNDS,
  RETURN_TERMS_FEES,
  typedEurosOf,
  wrongReturnTermsField,
  type ReturnTermsFee,
} from './returnTermsDraft.ts';

/** The same bounds as the API's, so the owner learns of a mistake before sending. */
const validateTerms = (terms: ReturnTerms | null | undefined) => {
  const wrong = wrongReturnTermsField(terms ?? null);
  if (!wrong) return undefined;
  return wrong === 'includedKmPerDay'
    ? { message: 'app.returnTerms.kmBounds', args: RETURN_TERMS_BOUNDS.km }
    : { message: 'app.returnTerms.feeBounds', args: RETURN_TERMS_BOUNDS.euros };
};

/** An amount in euros as typed ("2,50"), kept as text while typed so a comma or a trailing zero is not lost. */
function EurosField(props: {
  id: string;
  label: string;
  cents: number;
  locale: string;
  error: string | undefined;
  onCents: (cents: number) => void;
  onBlur: () => void;
}) {
  const [typed, setTyped] = useState(() => typedEurosOf(props.cents, props.locale));
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        props.onCents(centsOfTypedEuros(event.target.value));
      }}
      onBlur={props.onBlur}
      error={props.error !== undefined}
      helperText={props.error}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/**
 * The car's own return terms (issue 23), or none (null) so that it charges its category's, which are stated in plain
 * words. Its own start from the category's; the fuel always goes back at the level it was received.
 */
function ReturnTermsFields({ category }: { category: CarCategory | undefined }) {
  const translate = useTranslate();
  const code = useLanguage();
  const language = isLanguageCode(code) ? code : 'fr';
  const locale = LANGUAGE_LOCALES[language];
  const { field, fieldState, formState, id } = useInput<ReturnTerms | null>({
    source: 'returnTerms',
    defaultValue: null,
    // The value is the object itself: react-admin's default format would turn null into ''.
    format: (value) => value,
    parse: (value) => value,
    validate: validateTerms,
  });
  const own = (field.value as ReturnTerms | null) ?? null;
  const defaults = category && DEFAULT_RETURN_TERMS[category];
  // The terms in words as visitors will read them, once they are within the bounds.
  const shown = own ? (wrongReturnTermsField(own) ? undefined : own) : defaults;
  const wrong = (fieldState.isTouched || formState.isSubmitted) && wrongReturnTermsField(own);
  const errorOf = (name: keyof ReturnTerms) => {
    if (wrong !== name) return undefined;
    const { message, args } = validateTerms(own)!;
    return translate(message, args);
  };
  const change = (changes: Partial<ReturnTerms>) => own && field.onChange({ ...own, ...changes });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', maxWidth: 560 }}>
      <FormControlLabel
        control={
          <Switch
            id={`${id}-own`}
            checked={own !== null}
            disabled={!category}
            onChange={(event) => field.onChange(event.target.checked ? ownTermsFrom(defaults) : null)}
          />
        }
        label={translate('app.returnTerms.own')}
      />
      {!own && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
          {category
            ? translate('app.returnTerms.categoryDefaults', {
                category: translate(`app.categories.${category}`),
              })
            : translate('app.returnTerms.chooseCategory')}
        </Typography>
      )}
      {own && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                id={`${id}-unlimited`}
                checked={own.includedKmPerDay === null}
                onChange={(event) =>
                  change({ includedKmPerDay: event.target.checked ? null : includedKmWhenLimited(defaults) })
                }
              />
            }
            label={translate('app.returnTerms.unlimited')}
          />
          {own.includedKmPerDay !== null && (
            <TextField
              id={`${id}-includedKmPerDay`}
              label={translate('app.returnTerms.includedKmPerDay')}
              type="number"
              value={Number.isNaN(own.includedKmPerDay) ? '' : own.includedKmPerDay}
              onChange={(event) =>
                change({
                  includedKmPerDay:
                    event.target.value.trim() === '' ? Number.NaN : Number(event.target.value),
                })
              }
              onBlur={field.onBlur}
              error={wrong === 'includedKmPerDay'}
              helperText={errorOf('includedKmPerDay')}
              sx={{ width: { xs: '100%', sm: 260 } }}
              slotProps={{
                htmlInput: { min: 1, max: RETURN_TERMS_BOUNDS.km.max, step: 1, inputMode: 'numeric' },
              }}
            />
          )}
          {RETURN_TERMS_FEES.map((fee: ReturnTermsFee) => (
            <EurosField
              key={fee}
              id={`${id}-${fee}`}
              label={translate(`app.returnTerms.${fee}`)}
              cents={own[fee]}
              locale={locale}
              error={errorOf(fee)}
              onCents={(cents) => change({ [fee]: cents })}
              onBlur={field.onBlur}
            />
          ))}
        </>
      )}
      {shown && (
        <Box component="ul" sx={{ my: 0, pl: 2.5, color: 'text.secondary' }} data-testid="return-terms-words">
          {Object.values(returnTermsWords(shown, language)).map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The form's "Return" section: kilometres included, the extra kilometre, the refuel and late fees. */
export function ReturnTermsInput() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.returnTerms.section')}
      </Typography>
      <FormDataConsumer<{ category?: CarCategory }>>
        {({ formData }) => <ReturnTermsFields category={formData.category} />}
      </FormDataConsumer>
    </>
  );
}
