import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InstagramIcon from '@mui/icons-material/Instagram';
import { LEGAL_PAGES, PRIVACY_PAGE } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BrandLink } from './BrandLink.tsx';
import { FooterColumn } from './FooterColumn.tsx';

import { SOCIAL_PROFILE_URL } from '../common/companyContacts.ts';

export function Footer() {
  const { t } = useLanguage();
  const f = t.footer;

  return (
    <Box
      component="footer"
      sx={{ borderTop: '1px solid', borderColor: 'divider', backgroundColor: '#08080a', mt: 12 }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box>
            <BrandLink />
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mt: 2, maxWidth: 360, lineHeight: 1.8 }}
            >
              {f.blurb}
            </Typography>
            <Link
              href={SOCIAL_PROFILE_URL}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="footer-social"
              underline="hover"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mt: 2.5 }}
            >
              <InstagramIcon fontSize="small" aria-hidden />
              {f.instagram}
            </Link>
          </Box>
          <FooterColumn
            title={f.collections}
            links={[
              { label: f.supercars, to: '/search?category=supercar', testId: 'footer-supercars' },
              { label: f.wedding, to: '/search?category=wedding', testId: 'footer-wedding' },
            ]}
          />
          <FooterColumn
            title={f.services}
            links={[
              { label: f.subscriptions, to: '/subscriptions', testId: 'footer-subscriptions' },
              { label: f.maintenance, to: '/contact', testId: 'footer-maintenance' },
              { label: f.contact, to: '/contact', testId: 'footer-contact' },
            ]}
          />
          <FooterColumn
            title={f.company}
            links={[
              { label: f.about, to: '/contact', testId: 'footer-about' },
              { label: f.legal, to: LEGAL_PAGES.notice, testId: 'footer-legal' },
              { label: f.terms, to: LEGAL_PAGES.terms, testId: 'footer-terms' },
              { label: f.privacy, to: LEGAL_PAGES.privacy, testId: 'footer-privacy' },
              { label: f.yourData, to: PRIVACY_PAGE, testId: 'footer-your-data' },
              { label: f.myData, to: '/account/data', testId: 'footer-my-data' },
              { label: f.cookies, to: LEGAL_PAGES.cookies, testId: 'footer-cookies' },
              { label: f.accessibility, to: LEGAL_PAGES.accessibility, testId: 'footer-accessibility' },
            ]}
          />
        </Box>
        <Divider sx={{ my: 4 }} />
        {/* The year in UTC, as the server draws it: the browser's first render must match the server's page. */}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          © {new Date().getUTCFullYear()} Grand Tour. {f.rights}
        </Typography>
      </Container>
    </Box>
  );
}
