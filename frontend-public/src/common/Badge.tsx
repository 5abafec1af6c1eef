import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface BadgeProps {
  label: string;
  sx?: SxProps<Theme>;
  testId?: string;
  status?: string;
}

/**
 * A small label drawn like MUI's small Chip (24 px high, rounded, 13 px text) for a status that is only read:
 * the Chip component brings its delete icon and button machinery (about 2.7 kB gzip) to every page that shows one.
 */
export function Badge({ label, sx, testId, status }: BadgeProps) {
  return (
    <Box
      component="span"
      data-testid={testId}
      data-status={status}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          boxSizing: 'border-box',
          maxWidth: '100%',
          height: 24,
          px: 1,
          borderRadius: 3,
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          verticalAlign: 'middle',
          backgroundColor: 'action.selected',
          color: 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}
