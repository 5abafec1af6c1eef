import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Spec §2 contact: its questions and answers (the money ones from the rules the server applies), as native disclosure widgets (keyboard and screen readers). */
export function ContactFaq() {
  const { t } = useLanguage();
  return (
    <Box component="section" aria-labelledby="contact-faq-title" data-testid="contact-faq">
      <Typography id="contact-faq-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t.contact.faqTitle}
      </Typography>
      {t.contact.faq.map(({ question, answer }) => (
        <Box
          key={question}
          component="details"
          data-testid="faq-item"
          sx={{
            borderBottom: '1px solid',
            borderColor: 'divider',
            py: 1.5,
            '& summary': { cursor: 'pointer', fontWeight: 600, listStylePosition: 'inside' },
            '& summary:focus-visible': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          <Box component="summary">{question}</Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
