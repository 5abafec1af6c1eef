import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';

/** A payment the bank is still confirming, or one that did not go through. */
export function PaymentPendingPanel({ checking }: { checking: boolean }) {
  const { t } = useLanguage();
  const texts = t.payment.success;
  return (
    <Box
      role="status"
      data-testid={checking ? 'payment-processing' : 'payment-not-paid'}
      sx={{
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      {checking ? (
        <CircularProgress aria-hidden />
      ) : (
        <WarningAmberIcon sx={{ fontSize: 48, color: 'warning.main' }} aria-hidden />
      )}
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {checking ? texts.processingTitle : texts.notPaidTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>
        {checking ? texts.processingText : texts.notPaidText}
      </Typography>
      <Button component={RouterLink} to="/reservations" variant="outlined" sx={{ mt: 3 }}>
        {texts.viewReservations}
      </Button>
    </Box>
  );
}
