import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function SectionHeading({ id, eyebrow, title, subtitle, headingRef }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mt: 1, outline: 'none', scrollMarginTop: 120 }}
      >
        {title}
      </Typography>
      <Box
        aria-hidden
        sx={{ width: 56, height: '1px', backgroundColor: 'primary.main', mx: 'auto', my: 2.5 }}
      />
      {subtitle && (
        <Typography sx={{ color: 'text.secondary', fontSize: { xs: '1rem', md: '1.08rem' } }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
