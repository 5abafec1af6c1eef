import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HANDOVER_ANGLES } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { PhotoSlotCard } from './PhotoSlotCard.tsx';
import type { Handover } from './useHandover.ts';

/** Step 1: one card per angle, in the order the report asks for them. */
export function PhotoStep({ handover }: { handover: Handover }) {
  const translate = useTranslate();
  const { report, uploads } = handover.state;
  if (!report) return null;
  const done = HANDOVER_ANGLES.length - report.completeness.missingAngles.length;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="handover-photo-progress">
        {translate('app.handover.photo.progress', { done, total: HANDOVER_ANGLES.length })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}>
        {HANDOVER_ANGLES.map((angle) => (
          <PhotoSlotCard
            key={angle}
            slot={angle}
            label={translate(`app.handover.angles.${angle}`)}
            photoUrl={report.slots.find((slot) => slot.slot === angle)?.photoUrl ?? null}
            upload={uploads[angle]}
            onFile={(file) => handover.queue.add(angle, file)}
            disabled={report.sealed}
          />
        ))}
      </Box>
    </Box>
  );
}
