import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { responseTimeBucket, type OwnerResponseFigures as Figures } from '@grandtour/shared';
import { useMemo } from 'react';
import { useRequestTexts } from '../i18n/requests/useRequestTexts.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

const figureSx = { display: 'inline-flex', alignItems: 'center', gap: 0.5 } as const;
const iconSx = { fontSize: '0.95rem', color: 'primary.main' } as const;

/** How the owner answers requests to book: their acceptance rate and, when known, how soon (decision 85). */
export function OwnerResponseFigures({ figures, sx }: { figures: Figures; sx?: SxProps<Theme> }) {
  const texts = useRequestTexts();
  const { t } = useLanguage();
  const percent = useMemo(
    () => new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 0 }),
    [t.locale],
  );
  const { acceptanceRatePercent, medianResponseMinutes } = figures;
  return (
    <Box
      data-testid="owner-response"
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={figureSx} data-testid="owner-acceptance-rate">
        <ThumbUpAltOutlinedIcon sx={iconSx} aria-hidden />
        {texts.acceptanceRate(percent.format(acceptanceRatePercent / 100))}
      </Box>
      {medianResponseMinutes !== null && (
        <Box component="span" sx={figureSx} data-testid="owner-response-time">
          <ScheduleIcon sx={iconSx} aria-hidden />
          {texts.responseTime[responseTimeBucket(medianResponseMinutes)]}
        </Box>
      )}
    </Box>
  );
}
