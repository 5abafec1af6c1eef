import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import ShieldIcon from '@mui/icons-material/Shield';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SectionHeading } from '../common/SectionHeading.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

export function Services() {
  const { t } = useLanguage();
  const h = t.home;
  const services = [
    { id: 'maintenance', Icon: BuildIcon, title: h.maintenanceTitle, text: h.maintenanceText },
    { id: 'insurance', Icon: ShieldIcon, title: h.insuranceTitle, text: h.insuranceText },
    { id: 'support', Icon: SupportAgentIcon, title: h.supportTitle, text: h.supportText },
  ];

  return (
    <Box component="section" aria-labelledby="services-title" sx={{ pt: { xs: 10, md: 14 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="services-title" eyebrow={h.servicesEyebrow} title={h.servicesTitle} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {services.map(({ id, Icon, title, text }) => (
            <Box component="li" key={id} data-testid="service-item" sx={{ textAlign: 'center', px: 2 }}>
              <Box
                sx={{
                  width: 72,
                  height: 72,
                  mx: 'auto',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  border: '1px solid',
                  borderColor: 'primary.main',
                  color: 'primary.main',
                }}
              >
                <Icon fontSize="large" aria-hidden />
              </Box>
              <Typography variant="h5" component="h3" sx={{ mt: 3 }}>
                {title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.75 }}>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
