import Box from '@mui/material/Box';

/** The number of unread messages on a header button; its button's name says it in words. */
export function UnreadDot({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="unread-messages-badge"
      sx={{
        position: 'absolute',
        top: 2,
        right: 2,
        minWidth: 18,
        height: 18,
        px: 0.5,
        borderRadius: 9,
        bgcolor: 'primary.main',
        color: '#0a0a0c',
        fontSize: '0.7rem',
        fontWeight: 700,
        lineHeight: '18px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
