import Box from '@mui/material/Box';
import { visuallyHidden } from '../common/visuallyHidden.ts';

/** Says new messages aloud to screen readers without moving the focus. */
export function LiveAnnouncer({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" data-testid="messages-live" sx={visuallyHidden}>
      {text}
    </Box>
  );
}
