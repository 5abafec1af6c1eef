import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { StarRating } from '../common/StarRating.tsx';
import Typography from '@mui/material/Typography';
import type { Review } from '@grandtour/shared';
import { memo } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useShownPersonal } from '../i18n/useShownPersonal.ts';
import { GOLD, INK } from '../theme/theme.ts';
import { OwnerReplyBlock } from './OwnerReplyBlock.tsx';
import { formatReviewDate } from './reviewDate.ts';

/**
 * `now` is undefined until the browser has taken over the page: the date is then drawn without its time zone.
 * Memoised: the list is drawn again when the browser has taken the page over, and only the dates change then.
 */
export const ReviewItem = memo(function ReviewItem({
  review,
  now,
}: {
  review: Review;
  now: Date | undefined;
}) {
  const { t } = useLanguage();
  const shown = useShownPersonal();
  const userName = shown(review.userName?.trim() || t.reviews.anonymous);

  return (
    <Box
      component="li"
      data-testid="review-item"
      sx={{
        p: 3,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1.5,
        backgroundColor: '#121216',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ backgroundColor: GOLD, color: INK, fontWeight: 700 }} aria-hidden>
          {userName.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }} data-testid="review-user">
            {userName}
          </Typography>
          {review.location && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {shown(review.location)}
            </Typography>
          )}
        </Box>
        <Typography
          component="time"
          dateTime={review.createdAt}
          variant="body2"
          sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
          data-testid="review-date"
        >
          {formatReviewDate(review.createdAt, now, t)}
        </Typography>
      </Box>
      <StarRating
        value={review.rating}
        max={5}
        readOnly
        size="small"
        getLabelText={(value) => t.car.ratingOutOfFive(String(value))}
        sx={{ mt: 2 }}
      />
      <Typography sx={{ mt: 1, lineHeight: 1.75, color: 'text.primary', whiteSpace: 'pre-line' }}>
        {review.comment}
      </Typography>
      {review.ownerReply && <OwnerReplyBlock reply={review.ownerReply} now={now} />}
    </Box>
  );
});
