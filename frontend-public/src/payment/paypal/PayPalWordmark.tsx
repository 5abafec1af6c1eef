import Box from '@mui/material/Box';

/** PayPal's name in its two blues, drawn as text: nothing is fetched from PayPal in demo mode. */
export function PayPalWordmark() {
  return (
    <Box component="p" sx={{ m: 0, fontWeight: 800, fontStyle: 'italic', fontSize: '2rem', lineHeight: 1 }}>
      <Box component="span" sx={{ color: '#003087' }}>
        Pay
      </Box>
      <Box component="span" sx={{ color: '#0070ba' }}>
        Pal
      </Box>
    </Box>
  );
}
