import RateReview from '@mui/icons-material/RateReview';
import { lazyNamed } from '../common/lazyNamed.ts';

export default {
  list: lazyNamed(() => import('./ReviewList.tsx'), 'ReviewList'),
  edit: lazyNamed(() => import('./ReviewEdit.tsx'), 'ReviewEdit'),
  icon: RateReview,
  recordRepresentation: (review: { carBrand: string; carModel: string }) =>
    `${review.carBrand} ${review.carModel}`,
};
