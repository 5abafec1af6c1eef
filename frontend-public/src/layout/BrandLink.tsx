import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { GOLD } from '../theme/theme.ts';

export function BrandLink({ onClick }: { onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 14,
          height: 14,
          border: `2px solid ${GOLD}`,
          transform: 'rotate(45deg)',
          flexShrink: 0,
        }}
      />
      <Box
        component="span"
        sx={{
          fontFamily: 'h1.fontFamily',
          fontWeight: 700,
          fontSize: { xs: '1.3rem', md: '1.45rem' },
          letterSpacing: '0.14em',
          textTransform: 'uppercase',
          whiteSpace: 'nowrap',
        }}
      >
        Grand Tour
      </Box>
    </Box>
  );
}
