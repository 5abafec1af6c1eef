import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { CustomerServiceLine } from './CustomerServiceLine.tsx';

/**
 * Where a payment ended, as the success page shows it: a gold-edged section with its icon, eyebrow and title, what
 * the outcome says, and customer service last. A confirmed booking and a request sent to its owner both use it.
 */
export function OutcomePanel(props: {
  titleId: string;
  testId: string;
  Icon: SvgIconComponent;
  eyebrow: string;
  title: string;
  /** Under the title, centred. */
  intro: ReactNode;
  children: ReactNode;
}) {
  const { Icon } = props;
  return (
    <Box
      component="section"
      aria-labelledby={props.titleId}
      data-testid={props.testId}
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 1.5,
        border: '1px solid rgba(201, 162, 39, 0.4)',
        background: 'linear-gradient(160deg, rgba(201, 162, 39, 0.1), rgba(201, 162, 39, 0.01))',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Icon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mt: 1 }}>
          {props.eyebrow}
        </Typography>
        <Typography id={props.titleId} variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {props.title}
        </Typography>
        {props.intro}
      </Box>
      {props.children}
      <CustomerServiceLine />
    </Box>
  );
}
