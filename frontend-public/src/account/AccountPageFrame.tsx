import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { panelSx } from '../common/panelSx.ts';

/** The frame of the registration and sign-in pages: title, subtitle, then a card holding the form. */
export function AccountPageFrame({
  title,
  subtitle,
  children,
  testId,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }} data-testid={testId}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '2.8rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 4 }}>{subtitle}</Typography>
      <Box sx={panelSx}>{children}</Box>
    </Container>
  );
}
