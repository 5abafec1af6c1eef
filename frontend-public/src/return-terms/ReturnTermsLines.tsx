import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { returnTermsWords, type ReturnTerms } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';

/** A car's return terms in plain words, one line each (issue 23): kilometres, fuel, late return. */
export function ReturnTermsLines({ terms, sx }: { terms: ReturnTerms; sx?: SxProps<Theme> }) {
  const { language } = useLanguage();
  const words = returnTermsWords(terms, language);
  return (
    <Box
      component="ul"
      data-testid="return-terms"
      sx={[{ m: 0, pl: 2.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {(['kilometres', 'fuel', 'late'] as const).map((line) => (
        <Box component="li" key={line} data-testid={`return-terms-${line}`} sx={{ py: 0.25 }}>
          {words[line]}
        </Box>
      ))}
    </Box>
  );
}
