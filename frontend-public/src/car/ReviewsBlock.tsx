import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCarReviews } from '../api/useCarReviews.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { ReviewItem } from './ReviewItem.tsx';

const REVIEWS_SHOWN_BY_DEFAULT = 6;

export function ReviewsBlock({ carId }: { carId: string }) {
  const { t } = useLanguage();
  const { data: reviews, isPending } = useCarReviews(carId);
  const [showAll, setShowAll] = useState(false);
  const [now] = useState(() => new Date());
  const hydrated = useHydrated();

  const all = reviews ?? [];
  const shown = showAll ? all : all.slice(0, REVIEWS_SHOWN_BY_DEFAULT);
  const hiddenCount = all.length - shown.length;

  return (
    <Box
      component="section"
      aria-labelledby="reviews-title"
      data-testid="reviews-block"
      sx={{ mt: { xs: 8, md: 10 } }}
    >
      <Typography id="reviews-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {t.reviews.heading(all.length)}
      </Typography>
      {isPending && (
        <Box role="status" aria-label={t.common.loading} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Box>
      )}
      {!isPending && all.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t.reviews.empty}</Typography>
      )}
      {shown.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} now={hydrated ? now : undefined} />
          ))}
        </Box>
      )}
      {hiddenCount > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
          <Typography data-testid="more-reviews" sx={{ color: 'text.secondary' }}>
            {t.reviews.more(hiddenCount)}
          </Typography>
          {/* Until the app has taken the server's page over, the button could not act: it says so. */}
          <Button
            variant="outlined"
            onClick={() => setShowAll(true)}
            disabled={!hydrated}
            data-testid="show-all-reviews"
          >
            {t.reviews.showAll}
          </Button>
        </Box>
      )}
    </Box>
  );
}
