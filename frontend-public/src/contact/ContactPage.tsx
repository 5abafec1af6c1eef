import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HistoryBackButton } from '../common/HistoryBackButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PageIntro } from '../search/PageIntro.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { ContactFaq } from './ContactFaq.tsx';
import { ContactForm } from './ContactForm.tsx';

/** Spec §2 /contact: back button, title, subtitle, the message form, contact details and the FAQ. */
export function ContactPage() {
  const { t } = useLanguage();
  usePageMeta(t.contact.documentTitle, t.meta.descriptions.contact);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="contact-page">
      <HistoryBackButton label={t.contact.back} />
      <PageIntro eyebrow={t.contact.eyebrow} title={t.contact.title} subtitle={t.contact.subtitle} />
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <ContactForm />
        <Box sx={{ display: 'grid', gap: 5, alignContent: 'start' }}>
          <ContactDetails />
          <ContactFaq />
        </Box>
      </Box>
    </Container>
  );
}
