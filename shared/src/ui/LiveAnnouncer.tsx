import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';

/** Says new messages aloud to screen readers without moving the focus. */
export function LiveAnnouncer({ text, connected }: { text: string; connected: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="messages-live"
      data-connected={connected}
      sx={visuallyHidden}
    >
      {text}
    </Box>
  );
}
