import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import type { CardPurpose } from './cardPurpose.ts';

/**
 * Spec §2 card payment: Cancel (to /reservations) and Confirm payment, which is busy while the bank answers; a
 * deposit's purpose says its own words and where Cancel leads.
 */
export function PaymentActions({
  busy,
  disabled = false,
  purpose,
}: {
  busy: boolean;
  disabled?: boolean;
  purpose?: Pick<CardPurpose, 'submitLabel' | 'busyLabel' | 'cancelPath'>;
}) {
  const { t } = useLanguage();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: 2, mt: 4 }}>
      <Button
        component={RouterLink}
        to={purpose?.cancelPath ?? '/reservations'}
        variant="outlined"
        data-testid="payment-cancel"
      >
        {t.payment.card.cancel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || disabled}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        data-testid="payment-confirm"
      >
        {busy
          ? (purpose?.busyLabel ?? t.payment.card.confirming)
          : (purpose?.submitLabel ?? t.payment.card.confirm)}
      </Button>
    </Box>
  );
}
