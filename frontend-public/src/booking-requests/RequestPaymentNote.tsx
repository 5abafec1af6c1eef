import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { REQUEST_RESPONSE_HOURS } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Before paying for a request to book: the payment is only authorised, and the owner has a day to accept. */
export function RequestPaymentNote() {
  const texts = useLanguage().t.requests;
  return (
    <Box
      data-testid="request-payment-note"
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        mt: 2,
        pt: 2,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <HourglassTopIcon sx={{ color: 'primary.main', fontSize: '1.25rem', mt: 0.25 }} aria-hidden />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{texts.mode}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.note(REQUEST_RESPONSE_HOURS)}
        </Typography>
      </Box>
    </Box>
  );
}
