import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { useAccount } from '../../account/useAccount.ts';
import { usePageMeta } from '../../common/usePageMeta.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { DriverDocumentsSection } from './DriverDocumentsSection.tsx';

/** `/account/documents`: a signed-in driver sends their licence and ID once, for every booking of the account. */
export function DriverDocumentsPage() {
  const { t } = useLanguage();
  usePageMeta(t.documents.documentTitle, t.documents.pageDescription);
  const account = useAccount();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="driver-documents-page">
      {account.data ? (
        <DriverDocumentsSection standalone />
      ) : account.isPending ? null : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/login?next=/account/documents" color="inherit">
              {t.documents.signIn}
            </Button>
          }
        >
          {t.documents.signInFirst}
        </Alert>
      )}
    </Container>
  );
}
