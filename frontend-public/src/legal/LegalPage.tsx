import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { COMPANY, LANGUAGE_LOCALES, legalPageAt } from '@grandtour/shared';
import { useLocation } from 'react-router-dom';
import { HistoryBackButton } from '../common/HistoryBackButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PageIntro } from '../search/PageIntro.tsx';
import { LegalSections } from './LegalSections.tsx';

/** A legal page (decision 59): terms, legal notice, privacy, cookies or accessibility, by its address. */
export function LegalPage() {
  const { t, language } = useLanguage();
  const key = legalPageAt(useLocation().pathname) ?? 'terms';
  const document = t.legal.documents[key];
  usePageMeta(`${document.title} — ${COMPANY.brand}`, document.description);
  const updated = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${COMPANY.legalPagesUpdated}T00:00:00Z`));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid={`legal-page-${key}`}>
      <HistoryBackButton label={t.legal.back} />
      <PageIntro eyebrow={t.legal.eyebrow} title={document.title} subtitle={document.description} />
      <LegalSections sections={document.sections} />
      <Typography sx={{ color: 'text.secondary', mt: 6, fontSize: '0.9rem' }}>
        {t.legal.updated} <time dateTime={COMPANY.legalPagesUpdated}>{updated}</time>
      </Typography>
    </Container>
  );
}
