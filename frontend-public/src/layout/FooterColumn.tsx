import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface FooterLink {
  label: string;
  to: string;
  testId: string;
}

export function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const titleId = useId();
  return (
    <Box component="nav" aria-labelledby={titleId}>
      <Typography id={titleId} variant="overline" component="h2" sx={{ color: 'primary.main' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.25 }}>
        {links.map((link) => (
          <li key={link.testId}>
            <Link
              component={RouterLink}
              to={link.to}
              data-testid={link.testId}
              underline="hover"
              sx={{ color: 'text.secondary', fontSize: '0.92rem', '&:hover': { color: 'text.primary' } }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
