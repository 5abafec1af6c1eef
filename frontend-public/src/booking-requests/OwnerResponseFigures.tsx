import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { responseTimeBucket, type OwnerResponseFigures as Figures } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';

/**
 * How the owner answers: their acceptance rate of requests to book (decision 85) and how soon they usually answer a
 * request or a message (decision 94), each when known.
 */
export function OwnerResponseFigures({ figures, sx }: { figures: Figures; sx?: SxProps<Theme> }) {
  const { t } = useLanguage();
  const texts = t.requestCard;
  const parts = [
    figures.acceptanceRatePercent !== null && (
      <span key="rate" data-testid="owner-acceptance-rate">
        {texts.acceptanceRate(
          new Intl.NumberFormat(t.locale, { style: 'percent' }).format(figures.acceptanceRatePercent / 100),
        )}
      </span>
    ),
    figures.medianResponseMinutes !== null && (
      <span key="time" data-testid="owner-response-time">
        {texts.responseTime[responseTimeBucket(figures.medianResponseMinutes)]}
      </span>
    ),
  ].filter(Boolean);
  return (
    <Box
      data-testid="owner-response"
      sx={[{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {parts.map((part, index) => (index === 0 ? part : [<span key={`dot-${index}`}>·</span>, part]))}
    </Box>
  );
}
