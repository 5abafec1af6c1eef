import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useResponseStatus } from '../ssr/RenderSink.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

export function NotFoundPage() {
  const { t } = useLanguage();
  usePageMeta(t.meta.notFoundTitle, t.meta.descriptions.notFound);
  useResponseStatus(404);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 12, md: 18 }, textAlign: 'center' }} data-testid="not-found">
      <Typography
        aria-hidden
        sx={{
          fontFamily: 'h1.fontFamily',
          fontSize: { xs: '6rem', md: '8rem' },
          fontWeight: 700,
          lineHeight: 1,
          color: 'transparent',
          WebkitTextStroke: '1px #c9a227',
        }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mt: 2 }}>
        {t.notFound.title}
      </Typography>
      <Box
        aria-hidden
        sx={{ width: 56, height: '1px', backgroundColor: 'primary.main', mx: 'auto', my: 3 }}
      />
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>{t.notFound.description}</Typography>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        size="large"
        startIcon={<HomeIcon />}
        sx={{ mt: 5 }}
        data-testid="back-home"
      >
        {t.notFound.backHome}
      </Button>
    </Container>
  );
}
