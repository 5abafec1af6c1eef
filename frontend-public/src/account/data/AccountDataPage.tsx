import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../common/usePageMeta.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useAccount } from '../useAccount.ts';
import { ErasureSection } from './ErasureSection.tsx';

/** `/account/data`: what a signed-in person can do with their data, here erase it (decision 99). */
export function AccountDataPage() {
  const { t } = useLanguage();
  usePageMeta(t.privacy.documentTitle, t.privacy.pageDescription);
  const account = useAccount();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="account-data-page">
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t.privacy.heading}
      </Typography>
      {account.data ? (
        <ErasureSection email={account.data.email} />
      ) : account.isPending ? null : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/login?next=/account/data" color="inherit">
              {t.privacy.signIn}
            </Button>
          }
        >
          {t.privacy.signInFirst}
        </Alert>
      )}
    </Container>
  );
}
