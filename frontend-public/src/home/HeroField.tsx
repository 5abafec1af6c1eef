import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { GOLD } from '../theme/theme.ts';

interface HeroFieldProps {
  name: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  /** A select's options; without them the field is a date. */
  options?: ReactNode;
  min?: string;
}

const controlSx = {
  width: '100%',
  minHeight: 40,
  px: 1.5,
  font: 'inherit',
  fontSize: '0.95rem',
  color: 'text.primary',
  backgroundColor: 'transparent',
  border: '1px solid rgba(244, 239, 227, 0.3)',
  borderRadius: 1,
  colorScheme: 'dark',
  '&:hover': { borderColor: 'rgba(244, 239, 227, 0.6)' },
  '&:focus-visible': { outline: `2px solid ${GOLD}`, outlineOffset: 0, borderColor: GOLD },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
  '& option': { backgroundColor: '#16161a' },
} as const;

/**
 * A field of the hero's search: the browser's own select or date input (the page's script budget has no room for
 * MUI's input machinery here), left uncontrolled so that what is typed before the app takes the server's page
 * over stays in it; the form reads its fields when it is sent.
 */
export function HeroField({ name, label, invalid = false, describedBy, options, min }: HeroFieldProps) {
  const id = `hero-${name}`;
  const shared = {
    id,
    name,
    defaultValue: '',
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? describedBy : undefined,
    sx: controlSx,
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
        {label}
      </Box>
      {options ? (
        <Box component="select" {...shared}>
          {options}
        </Box>
      ) : (
        <Box component="input" type="date" min={min} {...shared} />
      )}
    </Box>
  );
}
