import { lazy } from 'react';

// The picker is a modal opened on demand: its dialog, list and checkboxes load when it is first opened, or on
// hover/focus of a button that opens it.
export const loadSelectVehiclesDialog = () => import('./SelectVehiclesDialog.tsx');

export const SelectVehiclesDialog = lazy(() =>
  loadSelectVehiclesDialog().then((module) => ({ default: module.SelectVehiclesDialog })),
);
