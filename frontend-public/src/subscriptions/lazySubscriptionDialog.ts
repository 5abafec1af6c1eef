import { lazy } from 'react';

// The payment dialog opens on demand: it loads when first opened, or on hover/focus of a plan's button.
export const loadSubscriptionDialog = () => import('./SubscriptionDialog.tsx');

export const SubscriptionDialog = lazy(() =>
  loadSubscriptionDialog().then((module) => ({ default: module.SubscriptionDialog })),
);
