import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { lazy } from 'react';

// The forms and pages load when first opened: the dashboard does not need them.
const named = <Name extends string>(load: () => Promise<Record<Name, React.ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export default {
  list: named(() => import('./CarList.tsx'), 'CarList'),
  create: named(() => import('./CarCreate.tsx'), 'CarCreate'),
  edit: named(() => import('./CarEdit.tsx'), 'CarEdit'),
  show: named(() => import('./CarShow.tsx'), 'CarShow'),
  icon: DirectionsCar,
  recordRepresentation: (car: { brand: string; model: string }) => `${car.brand} ${car.model}`,
};
