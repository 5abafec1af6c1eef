import { lazy } from 'react';

// The cancel dialog opens on demand: it loads when first opened, or when the pointer or the focus reaches a booking.
export const loadCancelBookingDialog = () => import('./CancelBookingDialog.tsx');

export const CancelBookingDialog = lazy(() =>
  loadCancelBookingDialog().then((module) => ({ default: module.CancelBookingDialog })),
);
