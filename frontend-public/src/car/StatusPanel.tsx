import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

interface StatusPanelProps {
  Icon: typeof SvgIcon;
  title: string;
  text: string;
  action: ReactNode;
  testId: string;
  headingLevel: 'h1' | 'h2';
  tone: 'neutral' | 'warning';
}

/** A framed message with an icon, a title, a text and one action (not found, not available). */
export function StatusPanel({ Icon, title, text, action, testId, headingLevel, tone }: StatusPanelProps) {
  return (
    <Box
      data-testid={testId}
      role={tone === 'warning' ? 'status' : undefined}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: tone === 'warning' ? 'rgba(239, 83, 80, 0.5)' : 'divider',
        backgroundColor: tone === 'warning' ? 'rgba(239, 83, 80, 0.06)' : '#121216',
        textAlign: 'center',
      }}
    >
      <Icon sx={{ fontSize: 44, color: tone === 'warning' ? 'error.main' : 'primary.main' }} aria-hidden />
      <Typography variant={headingLevel === 'h1' ? 'h3' : 'h5'} component={headingLevel} sx={{ mt: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 520, mx: 'auto', lineHeight: 1.7 }}>
        {text}
      </Typography>
      <Box sx={{ mt: 3 }}>{action}</Box>
    </Box>
  );
}
