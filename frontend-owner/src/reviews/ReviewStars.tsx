import Rating from '@mui/material/Rating';
import { useTranslate } from 'react-admin';

/** A review's stars, read only, with their number said to screen readers. */
export function ReviewStars({ rating, size }: { rating: number; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return (
    <Rating
      value={rating}
      readOnly
      size={size}
      getLabelText={() => translate('app.reviews.stars', { rating })}
    />
  );
}
