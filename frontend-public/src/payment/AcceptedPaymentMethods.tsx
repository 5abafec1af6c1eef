import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { useLanguage } from '../i18n/useLanguage.ts';

// Brand names drawn as text badges: no card-network artwork is fetched from anywhere.
const BRANDS = ['Visa', 'Mastercard', 'American Express', 'PayPal'] as const;

/** Spec §2 payment method: the accepted cards and PayPal, and that payment is secured by SSL encryption. */
export function AcceptedPaymentMethods() {
  const { t } = useLanguage();
  return (
    <Box sx={{ mt: 3 }} data-testid="accepted-payment-methods">
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        {t.payment.method.accepted}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1, listStyle: 'none' }}
      >
        {BRANDS.map((brand) => (
          <Box
            component="li"
            key={brand}
            sx={{
              px: 1.25,
              py: 0.5,
              borderRadius: 1,
              border: '1px solid',
              borderColor: 'divider',
              backgroundColor: '#f4efe3',
              color: '#14142b',
              fontWeight: 700,
              fontSize: '0.8rem',
              letterSpacing: '0.02em',
            }}
          >
            {brand}
          </Box>
        ))}
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 2, color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 }}
        data-testid="ssl-note"
      >
        <LockIcon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
        {t.payment.method.secured}
      </Typography>
    </Box>
  );
}
