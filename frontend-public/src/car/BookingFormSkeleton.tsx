import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { bookingFormFrameSx } from '../booking/bookingFormFrameSx.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** The booking form's frame and height while its code arrives, so that nothing moves when it does. */
export function BookingFormSkeleton() {
  const { t } = useLanguage();
  return (
    <Box
      role="status"
      aria-label={t.common.loading}
      data-testid="booking-form-skeleton"
      sx={{ ...bookingFormFrameSx, minHeight: { xs: 1010, sm: 790, md: 830 }, alignContent: 'start' }}
    >
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="90%" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
}
