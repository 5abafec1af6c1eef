import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLanguage } from '../i18n/useLanguage.ts';

/** The booking form's frame and height while its code arrives, so that nothing moves when it does. */
export function BookingFormSkeleton() {
  const { t } = useLanguage();
  return (
    <Box
      role="status"
      aria-label={t.common.loading}
      data-testid="booking-form-skeleton"
      sx={{
        minHeight: { xs: 1180, sm: 1000 },
        p: { xs: 2.5, md: 3 },
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        backgroundColor: '#121216',
        display: 'grid',
        gap: 2.5,
        alignContent: 'start',
      }}
    >
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="90%" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
}
