import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LEGAL_PAGES } from '@grandtour/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PrivacyTexts } from '../i18n/privacy/fr.ts';

function Right({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.75 }}>{children}</Typography>
    </div>
  );
}

/** Download, erasure (and what the law keeps), how erasure works, and the full policy. */
export function YourRights({ texts }: { texts: PrivacyTexts['privacy']['rights'] }) {
  return (
    <Box component="section" aria-labelledby="privacy-rights" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="privacy-rights" variant="h4" component="h2" sx={{ mb: 3 }}>
        {texts.heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Right title={texts.download.title}>
          {texts.download.text}{' '}
          <Link component={RouterLink} to="/account/data" data-testid="privacy-my-data-link">
            {texts.download.link}
          </Link>
        </Right>
        <Right title={texts.erase.title}>
          {texts.erase.before}
          <Link component={RouterLink} to="/contact" data-testid="privacy-contact-link">
            {texts.erase.link}
          </Link>
          {texts.erase.after}
        </Right>
        <Right title={texts.encryption.title}>{texts.encryption.text}</Right>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.75 }}>
          {texts.more.before}
          <Link component={RouterLink} to={LEGAL_PAGES.privacy} data-testid="privacy-policy-link">
            {texts.more.link}
          </Link>
          {texts.more.after}
        </Typography>
      </Box>
    </Box>
  );
}
