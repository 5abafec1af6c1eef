import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A thread's messages in order, one under the other (each a MessageBubble). */
export function MessageList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      {children}
    </Box>
  );
}
