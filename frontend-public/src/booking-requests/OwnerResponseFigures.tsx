import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { responseTimeBucket, type OwnerResponseFigures as Figures } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';

/** How the owner answers requests to book: their acceptance rate and, when known, how soon (decision 85). */
export function OwnerResponseFigures({ figures, sx }: { figures: Figures; sx?: SxProps<Theme> }) {
  const { t } = useLanguage();
  const texts = t.requestCard;
  const percent = new Intl.NumberFormat(t.locale, { style: 'percent' }).format(
    figures.acceptanceRatePercent / 100,
  );
  return (
    <Box
      data-testid="owner-response"
      sx={[{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <span data-testid="owner-acceptance-rate">{texts.acceptanceRate(percent)}</span>
      {figures.medianResponseMinutes !== null && (
        <span data-testid="owner-response-time">
          · {texts.responseTime[responseTimeBucket(figures.medianResponseMinutes)]}
        </span>
      )}
    </Box>
  );
}
