import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReturnTerms } from '@grandtour/shared';
import { useReturnTermsTexts } from '../i18n/return-terms/useReturnTermsTexts.ts';
import { ReturnTermsLines } from '../return-terms/ReturnTermsLines.tsx';

/** The car's return terms under the price: what may be charged after the return, not part of the total (issue 23). */
export function ReturnTermsNote({ terms }: { terms: ReturnTerms }) {
  const texts = useReturnTermsTexts();
  return (
    <Box data-testid="return-terms-note" sx={{ mt: 1.5, color: 'text.secondary', fontSize: '0.875rem' }}>
      <Typography variant="body2">{texts.note}</Typography>
      <ReturnTermsLines terms={terms} />
    </Box>
  );
}
