import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { DetailsSection } from '../DetailsSection.tsx';
import { HANDOVER_TEXTS } from './handoverTexts.ts';
import { HandoverPhaseReport } from './HandoverPhaseReport.tsx';

/**
 * "État des lieux" on the customer's booking page (issue 23): the pickup and return reports as they stand, the
 * customer's signature on their own phone, and the photos the owner has not taken yet.
 */
export function HandoverSection({ bookingId }: { bookingId: string }) {
  const { language } = useLanguage();
  const texts = HANDOVER_TEXTS[language];
  const [pickupSealed, setPickupSealed] = useState(false);
  return (
    <DetailsSection id="handover-section" title={texts.title}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {texts.phases.pickup}
      </Typography>
      <HandoverPhaseReport bookingId={bookingId} phase="pickup" texts={texts} onSealed={setPickupSealed} />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {texts.phases.return}
      </Typography>
      {pickupSealed ? (
        <HandoverPhaseReport bookingId={bookingId} phase="return" texts={texts} />
      ) : (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
          data-testid="customer-handover-return-locked"
        >
          {texts.returnLocked}
        </Typography>
      )}
    </DetailsSection>
  );
}
