import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import { SOCIAL_PROFILE_URL, SUPPORT_EMAIL, SUPPORT_PHONE } from '../common/companyContacts.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Spec §2 contact: an e-mail address and the social profile (and the concierge's phone line). */
export function ContactDetails() {
  const { t } = useLanguage();
  const rows = [
    {
      icon: MailOutlineIcon,
      label: t.contact.emailLabel,
      text: SUPPORT_EMAIL,
      href: `mailto:${SUPPORT_EMAIL}`,
    },
    {
      icon: PhoneIcon,
      label: t.contact.phoneLabel,
      text: SUPPORT_PHONE,
      href: `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`,
    },
    {
      icon: InstagramIcon,
      label: t.contact.socialLabel,
      text: t.contact.socialHandle,
      href: SOCIAL_PROFILE_URL,
    },
  ];
  return (
    <Box component="section" aria-labelledby="contact-details-title" data-testid="contact-details">
      <Typography id="contact-details-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t.contact.detailsTitle}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {rows.map(({ icon: Icon, label, text, href }) => (
          <Box
            key={label}
            sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.5, alignItems: 'start' }}
          >
            <Typography
              component="dt"
              variant="caption"
              sx={{ gridColumn: 2, color: 'text.secondary', display: 'flex', position: 'relative' }}
            >
              <Icon sx={{ color: 'primary.main', position: 'absolute', left: -36, top: 6 }} aria-hidden />
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, gridColumn: 2 }}>
              <Link
                href={href}
                underline="hover"
                {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {text}
              </Link>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
