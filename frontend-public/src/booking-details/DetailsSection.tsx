import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the booking's page; its heading names the region for assistive technologies. */
export function DetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5, border: '1px solid', borderColor: 'divider' }}
    >
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
