import Box from '@mui/material/Box';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Instead of "0,0 ★ (0 avis)": a car nobody has reviewed yet is new on the site. */
export function NewCarBadge() {
  const { t } = useLanguage();
  return (
    <Box
      component="span"
      title={t.car.newCarLabel}
      aria-label={t.car.newCarLabel}
      data-testid="rating-new"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        border: '1px solid',
        borderColor: 'primary.main',
        borderRadius: 1,
        color: 'primary.main',
        fontSize: '0.75rem',
        fontWeight: 600,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        whiteSpace: 'nowrap',
      }}
    >
      {t.car.newCar}
    </Box>
  );
}
