import type { SxProps, Theme } from '@mui/material/styles';

export const pickerButtonSx: SxProps<Theme> = {
  color: 'text.primary',
  minWidth: 0,
  px: 1.25,
  fontSize: '0.85rem',
  letterSpacing: '0.08em',
  border: '1px solid rgba(201, 162, 39, 0.35)',
  borderRadius: 1,
  '&:hover': { borderColor: 'primary.main', backgroundColor: 'rgba(201, 162, 39, 0.08)' },
};
