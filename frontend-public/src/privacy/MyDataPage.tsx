import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useAccount } from '../account/useAccount.ts';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { AccountDataDownload } from './AccountDataDownload.tsx';
import { ErasureSection } from './erasure/ErasureSection.tsx';
import { GuestExportForm } from './GuestExportForm.tsx';
import { LinkDownload } from './LinkDownload.tsx';

/**
 * `/account/data` and `/privacy/export?token=…` (issue 25): a signed-in person downloads their data; a guest asks for
 * a link by e-mail, and the link brings them back here to download it. A signed-in person may also erase their
 * account from here (decision 99).
 */
export function MyDataPage() {
  const { t } = useLanguage();
  usePageMeta(t.myData.documentTitle, t.myData.pageDescription);
  const account = useAccount();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="my-data-page">
      <Stack spacing={3}>
        <Typography variant="h3" component="h1">
          {t.myData.heading}
        </Typography>
        <Typography>{t.myData.intro}</Typography>
        <Typography color="text.secondary">{t.myData.kept}</Typography>
        {token ? <LinkDownload token={token} /> : null}
        {account.data ? <AccountDataDownload /> : account.isPending ? null : <GuestExportForm />}
        {account.data ? <ErasureSection email={account.data.email} /> : null}
      </Stack>
    </Container>
  );
}
