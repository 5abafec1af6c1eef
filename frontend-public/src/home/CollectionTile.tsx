import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, INK } from '../theme/theme.ts';
import type { Collection } from './collections.ts';

export function CollectionTile({ collection }: { collection: Collection }) {
  const { t } = useLanguage();
  const { name, description } = t.collections[collection.id];
  const { Icon } = collection;

  return (
    <Box
      component={RouterLink}
      to={`/search?category=${collection.category}`}
      data-testid="collection-tile"
      sx={{
        position: 'relative',
        display: 'block',
        overflow: 'hidden',
        minHeight: { xs: 240, md: 300 },
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        color: 'text.primary',
        textDecoration: 'none',
        transition: 'border-color 200ms',
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
        '&:hover img, &:focus-visible img': { transform: 'scale(1.06)' },
        '&:hover .tile-arrow, &:focus-visible .tile-arrow': { transform: 'translateX(4px)' },
      }}
    >
      <Box
        component="img"
        src={collection.image}
        alt={name}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transition: 'transform 700ms ease',
          backgroundColor: '#111114',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(11,11,13,0.1) 0%, rgba(11,11,13,0.55) 45%, rgba(11,11,13,0.96) 100%)',
        }}
      />
      <Box sx={{ position: 'relative', height: '100%', p: 3, display: 'flex', flexDirection: 'column' }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            backgroundColor: GOLD,
            color: INK,
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Box sx={{ mt: 'auto', pt: { xs: 8, md: 12 } }}>
          <Typography variant="h5" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {name}
            <ArrowForwardIcon
              className="tile-arrow"
              aria-hidden
              sx={{ color: 'primary.main', fontSize: '1.2rem', transition: 'transform 200ms' }}
            />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
            {description}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
