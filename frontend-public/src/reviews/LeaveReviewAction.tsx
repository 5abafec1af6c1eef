import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { Booking } from '@grandtour/shared';
import { lazy, Suspense, useState } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useMyReviews } from './useMyReviews.ts';

const loadDialog = () => import('./ReviewDialog.tsx');
const ReviewDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReviewDialog })));

/**
 * On a completed booking: "Leave a review" until the booking has one, then the rating given. The dialog's code
 * loads on hover or focus of the button, so it opens at once; it stays open while it has something to say, even
 * when the booking turns out to be reviewed already (from another tab).
 */
export function LeaveReviewAction({ booking }: { booking: Booking }) {
  const { t } = useLanguage();
  const texts = t.reviewForm;
  const { data: reviews, isPending } = useMyReviews();
  const [open, setOpen] = useState(false);
  const [focusReviewed, setFocusReviewed] = useState(false);
  const review = reviews?.find((item) => item.bookingId === booking.id);

  return (
    <>
      {review ? (
        <Box
          ref={(element: HTMLElement | null) => {
            // The button that opened the dialog is gone: the focus goes to what replaced it.
            if (element && focusReviewed && !open) element.focus();
          }}
          tabIndex={-1}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, outline: 'none' }}
          data-testid="booking-reviewed"
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.published}
          </Typography>
          <Rating
            value={review.rating}
            readOnly
            size="small"
            getLabelText={() => texts.publishedRating(review.rating)}
          />
        </Box>
      ) : (
        <Button
          variant="contained"
          size="small"
          startIcon={<RateReviewOutlined aria-hidden />}
          disabled={isPending}
          onClick={() => setOpen(true)}
          onMouseEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          aria-label={texts.leaveFor(`${booking.carBrand} ${booking.carModel}`)}
          data-testid="booking-leave-review"
        >
          {texts.leave}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog
            booking={booking}
            onClose={() => {
              setOpen(false);
              setFocusReviewed(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
