import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const DURATION_MS = 300;

/**
 * Opens and closes its content in CSS alone, by growing a grid row from 0fr to 1fr: no height to measure, and the
 * content may change size while open (its placeholder, then the fields). MUI's Collapse would bring its JavaScript
 * transition machinery to a page whose panel is closed at first. Closed, the content is hidden from keyboards
 * and screen readers once the animation ends.
 */
export function CollapsibleRegion({
  id,
  open,
  children,
}: {
  id: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      id={id}
      sx={{
        display: 'grid',
        gridTemplateRows: open ? '1fr' : '0fr',
        visibility: open ? 'visible' : 'hidden',
        transition: `grid-template-rows ${DURATION_MS}ms ease-in-out, visibility 0ms linear ${open ? 0 : DURATION_MS}ms`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ minHeight: 0, overflow: 'hidden' }}>{children}</Box>
    </Box>
  );
}
