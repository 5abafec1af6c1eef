import { lazy } from 'react';

// The change dialog (dates, pickup, the re-quote) opens on demand: it loads when first opened.
export const ChangeBookingDialog = lazy(() =>
  import('./ChangeBookingDialog.tsx').then((module) => ({ default: module.ChangeBookingDialog })),
);
