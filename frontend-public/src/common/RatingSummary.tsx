import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useRatingFormat } from '../i18n/useRatingFormat.ts';
import { NewCarBadge } from './NewCarBadge.tsx';

interface RatingSummaryProps {
  rating: string;
  reviewCount: number;
}

/** A compact "★ 4,8 (12 avis)" line; "Nouveau" for a car without reviews. */
export function RatingSummary({ rating, reviewCount }: RatingSummaryProps) {
  const { t } = useLanguage();
  const formatNumber = useRatingFormat();
  const shownRating = formatNumber(rating);
  if (reviewCount === 0) return <NewCarBadge />;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.9rem' }}
      data-testid="rating-summary"
    >
      <StarIcon sx={{ color: 'primary.main', fontSize: '1.1rem' }} aria-hidden />
      <Box component="span" aria-hidden sx={{ fontWeight: 600 }}>
        {shownRating}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {t.car.ratingOutOfFive(shownRating)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({t.car.reviewCount(reviewCount)})
      </Box>
    </Box>
  );
}
