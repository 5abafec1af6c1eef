import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isLanguageCode, returnTermsWords, type OwnerBookingDetail } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLanguage } from '../common/useLanguage.ts';

/** The return terms frozen with the booking (issue 23): what the return's extras are computed from. */
export function ReturnTermsPanel() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const code = useLanguage();
  // A row of the list shows first (react-admin's placeholder), without its terms: wait for the booking itself.
  if (!booking || booking.returnTerms === undefined) return null;
  const { returnTerms } = booking;
  return (
    <Box
      component="section"
      aria-labelledby="return-terms-title"
      sx={{ px: 2, pb: 2 }}
      data-testid="owner-return-terms"
    >
      <Typography id="return-terms-title" variant="h6" component="h2">
        {translate('app.returnTerms.frozen')}
      </Typography>
      {returnTerms ? (
        Object.values(returnTermsWords(returnTerms, isLanguageCode(code) ? code : 'fr')).map((line) => (
          <Typography key={line}>{line}</Typography>
        ))
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{translate('app.returnTerms.frozenNone')}</Typography>
      )}
    </Box>
  );
}
