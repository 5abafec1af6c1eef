import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { LEGAL_PAGES } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { bookingFieldId } from './bookingFormValues.ts';
import type { BookingFormState } from './useBookingFormState.ts';

const PROBLEM_ID = 'booking-acceptTerms-problem';

export function TermsCheckbox({ form }: { form: BookingFormState }) {
  const { t } = useLanguage();
  const problem = form.shownProblem('acceptTerms');
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id={bookingFieldId('acceptTerms')}
            name="acceptTerms"
            checked={form.values.acceptTerms}
            onChange={(event) => form.change('acceptTerms', event.target.checked)}
            onBlur={() => form.leave('acceptTerms')}
            slotProps={{
              input: {
                required: true,
                'aria-invalid': Boolean(problem),
                'aria-describedby': problem ? PROBLEM_ID : undefined,
              },
            }}
          />
        }
        label={t.booking.acceptTerms}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      {/* A new tab, so that reading the terms never loses what the form holds. */}
      <Link
        href={LEGAL_PAGES.terms}
        target="_blank"
        rel="noopener"
        data-testid="booking-terms-link"
        underline="always"
        sx={{ display: 'inline-block', ml: 4, fontSize: '0.875rem' }}
      >
        {t.booking.readTerms}
      </Link>
      {problem && (
        <FormHelperText id={PROBLEM_ID} error sx={{ mt: 0, ml: 4 }}>
          {t.booking.problems[problem]}
        </FormHelperText>
      )}
    </Box>
  );
}
