import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { GOLD_LIGHT } from '../theme/theme.ts';

interface PaymentOptionButtonProps {
  kind: 'card' | 'paypal';
  title: string;
  text: string;
  busyText: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}

function PayPalMark() {
  return (
    <Box component="span" aria-hidden sx={{ fontWeight: 800, fontStyle: 'italic', fontSize: '1.05rem' }}>
      <Box component="span" sx={{ color: '#003087' }}>
        Pay
      </Box>
      <Box component="span" sx={{ color: '#0070ba' }}>
        Pal
      </Box>
    </Box>
  );
}

/** One way to pay, as a large button: its name, a line of detail, and a busy state while it starts. */
export function PaymentOptionButton({
  kind,
  title,
  text,
  busyText,
  busy,
  disabled,
  onClick,
  testId,
}: PaymentOptionButtonProps) {
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      data-testid={testId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        width: '100%',
        p: { xs: 2, md: 3 },
        textAlign: 'left',
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        backgroundColor: '#121216',
        transition: 'border-color 150ms',
        '&:hover': { borderColor: GOLD_LIGHT },
        '&.Mui-disabled': { opacity: busy ? 1 : 0.5 },
      }}
    >
      <Box
        component="span"
        sx={{
          width: 56,
          height: 40,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          backgroundColor: kind === 'card' ? 'rgba(201, 162, 39, 0.12)' : '#f4efe3',
          color: 'primary.main',
        }}
      >
        {kind === 'card' ? <CreditCardIcon aria-hidden /> : <PayPalMark />}
      </Box>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {busy ? busyText : text}
        </Typography>
      </Box>
      {busy ? (
        <CircularProgress size={22} aria-hidden />
      ) : (
        <ChevronRightIcon sx={{ color: 'primary.main' }} aria-hidden />
      )}
    </ButtonBase>
  );
}
