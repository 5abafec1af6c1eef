import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { useLanguage } from '../i18n/useLanguage.ts';

export function PaymentPageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useLanguage();
  return (
    <Box sx={{ mb: { xs: 3, md: 5 } }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: 'primary.main', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <LockIcon fontSize="inherit" aria-hidden />
        {t.payment.eyebrow}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>{subtitle}</Typography>
    </Box>
  );
}
