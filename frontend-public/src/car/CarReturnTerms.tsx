import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { returnTermsOf, type Car } from '@grandtour/shared';
import { useReturnTermsTexts } from '../i18n/return-terms/useReturnTermsTexts.ts';
import { ReturnTermsLines } from '../return-terms/ReturnTermsLines.tsx';

/** What the car charges after its return: its owner's terms, or its category's defaults (issue 23). */
export function CarReturnTerms({ car }: { car: Car }) {
  const texts = useReturnTermsTexts();
  return (
    <Box component="section" aria-labelledby="return-terms-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="return-terms-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        {texts.heading}
      </Typography>
      <ReturnTermsLines
        terms={returnTermsOf(car.category, car.returnTerms)}
        sx={{ color: 'text.secondary', lineHeight: 1.85, fontSize: '1.05rem' }}
      />
    </Box>
  );
}
