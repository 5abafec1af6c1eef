import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** A page's own heading (the h1), left-aligned above its tools, unlike the centred section headings. */
export function PageIntro({ eyebrow, title, subtitle }: PageIntroProps) {
  return (
    <Box sx={{ mt: 2, mb: { xs: 3, md: 4 }, maxWidth: 760 }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {eyebrow}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mt: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: { xs: '1rem', md: '1.08rem' } }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
