import type { ReturnTerms } from '@grandtour/shared';
import { useReturnTermsTexts } from '../i18n/return-terms/useReturnTermsTexts.ts';
import { SummaryLine } from '../payment/SummaryLine.tsx';
import { ReturnTermsLines } from '../return-terms/ReturnTermsLines.tsx';

/** The return terms the booking was made under (issue 23); nothing for a booking made before they were kept. */
export function ReturnTermsLine({ terms }: { terms: ReturnTerms | null | undefined }) {
  const texts = useReturnTermsTexts();
  if (!terms) return null;
  return (
    <SummaryLine label={texts.heading} testId="details-return-terms">
      <ReturnTermsLines terms={terms} sx={{ listStyle: 'none', pl: 0, textAlign: 'right' }} />
    </SummaryLine>
  );
}
