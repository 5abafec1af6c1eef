import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HistoryBackButton } from '../common/HistoryBackButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PageIntro } from '../search/PageIntro.tsx';
import { privacyRows } from './privacyRows.ts';
import { RetentionList } from './RetentionList.tsx';
import { usePrivacyRetention } from './usePrivacyRetention.ts';
import { YourRights } from './YourRights.tsx';

/** /privacy (issue 25): what personal data is kept, why and for how long, from the server's own settings. */
export function PrivacyPage() {
  const { t, language } = useLanguage();
  const texts = t.privacy;
  usePageMeta(texts.documentTitle, texts.description);
  const retention = usePrivacyRetention();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid="privacy-page">
      <HistoryBackButton label={texts.back} />
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} subtitle={texts.subtitle} />
      <Box component="section" aria-labelledby="privacy-kept">
        <Typography id="privacy-kept" variant="h4" component="h2" sx={{ mb: 3 }}>
          {texts.keptHeading}
        </Typography>
        {retention.data ? (
          <RetentionList rows={privacyRows(retention.data, texts, language)} labels={texts.labels} />
        ) : retention.isError ? (
          <Box role="alert" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography>{texts.failed}</Typography>
            <Button variant="outlined" onClick={() => void retention.refetch()}>
              {texts.retry}
            </Button>
          </Box>
        ) : (
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {texts.loading}
          </Typography>
        )}
      </Box>
      <YourRights texts={texts.rights} />
    </Container>
  );
}
