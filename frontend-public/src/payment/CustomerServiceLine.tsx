import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { SUPPORT_PHONE } from '../common/companyContacts.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

export function CustomerServiceLine() {
  const { t } = useLanguage();
  return (
    <Box
      sx={{
        mt: 4,
        pt: 3,
        borderTop: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
      }}
      data-testid="customer-service"
    >
      <PhoneIcon sx={{ color: 'primary.main' }} aria-hidden />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t.payment.success.customerService}
        {' · '}
        <Link href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} sx={{ fontWeight: 600 }}>
          {SUPPORT_PHONE}
        </Link>
      </Typography>
    </Box>
  );
}
