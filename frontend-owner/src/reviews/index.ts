import RateReview from '@mui/icons-material/RateReview';
import { lazy } from 'react';

const ReviewList = lazy(() => import('./ReviewList.tsx').then((module) => ({ default: module.ReviewList })));
const ReviewEdit = lazy(() => import('./ReviewEdit.tsx').then((module) => ({ default: module.ReviewEdit })));

export default {
  list: ReviewList,
  edit: ReviewEdit,
  icon: RateReview,
  recordRepresentation: (review: { carBrand: string; carModel: string }) =>
    `${review.carBrand} ${review.carModel}`,
};
