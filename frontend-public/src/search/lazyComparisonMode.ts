import { lazy } from 'react';

// Comparison mode is off at first: its checkboxes and bar load when it is turned on, or on hover/focus of its
// switch.
const loadCompareBar = () => import('./CompareBar.tsx');
const loadCompareCheckbox = () => import('./CompareCheckbox.tsx');
export const loadComparisonMode = () => Promise.all([loadCompareBar(), loadCompareCheckbox()]);

export const CompareBar = lazy(() => loadCompareBar().then((module) => ({ default: module.CompareBar })));
export const CompareCheckbox = lazy(() =>
  loadCompareCheckbox().then((module) => ({ default: module.CompareCheckbox })),
);
