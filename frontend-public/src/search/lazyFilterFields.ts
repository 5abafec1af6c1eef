import { lazy } from 'react';

// The filter panel is collapsed at first: its fields load when it opens, or on hover/focus of its toggle.
export const loadFilterFields = () => import('./FilterFields.tsx');

export const FilterFields = lazy(() =>
  loadFilterFields().then((module) => ({ default: module.FilterFields })),
);
