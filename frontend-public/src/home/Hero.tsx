import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, HEADER_HEIGHT } from '../theme/theme.ts';
import { HeroBackdrop } from './HeroBackdrop.tsx';
import { HeroCar } from './HeroCar.tsx';
import { HeroSearch } from './HeroSearch.tsx';

export function Hero({ onShowFeatured }: { onShowFeatured: () => void }) {
  const { t } = useLanguage();
  const h = t.home;

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        minHeight: {
          xs: `calc(100svh - ${HEADER_HEIGHT.xs}px)`,
          md: `calc(100svh - ${HEADER_HEIGHT.md}px)`,
        },
        py: { xs: 8, md: 10 },
      }}
    >
      <HeroBackdrop />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <HeroCar />
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'primary.main', fontSize: { xs: '0.7rem', md: '0.8rem' } }}
        >
          {h.heroEyebrow}
        </Typography>
        <Typography
          id="hero-title"
          variant="h1"
          sx={{
            fontSize: { xs: '2.6rem', sm: '4rem', lg: '4.8rem', xl: '5.4rem' },
            mt: 2,
            maxWidth: 900,
            overflowWrap: 'break-word',
            hyphens: 'auto',
          }}
        >
          {h.heroTitle}{' '}
          <Box component="span" sx={{ color: GOLD, fontStyle: 'italic', display: { sm: 'block' } }}>
            {h.heroTitleAccent}
          </Box>
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            fontSize: { xs: '1.05rem', md: '1.2rem' },
            lineHeight: 1.7,
            maxWidth: 620,
            mt: 3,
          }}
        >
          {h.heroSubtitle}
        </Typography>
        <HeroSearch />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
          <Button
            component={RouterLink}
            to="/search"
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            data-testid="hero-search"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {h.heroExplore}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={onShowFeatured}
            endIcon={<KeyboardArrowDownIcon />}
            data-testid="hero-featured"
            sx={{
              color: 'text.primary',
              borderColor: 'rgba(244, 239, 227, 0.4)',
              width: { xs: '100%', sm: 'auto' },
            }}
          >
            {h.heroFeatured}
          </Button>
        </Box>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            gap: { xs: 1.5, md: 4 },
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 6,
          }}
        >
          {h.heroPromises.map((promise) => (
            <Box
              component="li"
              key={promise}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'text.secondary',
                fontSize: '0.92rem',
              }}
            >
              <CheckIcon sx={{ color: 'primary.main', fontSize: '1.1rem' }} aria-hidden />
              {promise}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
