import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { lazyNamed } from '../common/lazyNamed.ts';

export default {
  list: lazyNamed(() => import('./CarList.tsx'), 'CarList'),
  create: lazyNamed(() => import('./CarCreate.tsx'), 'CarCreate'),
  edit: lazyNamed(() => import('./CarEdit.tsx'), 'CarEdit'),
  show: lazyNamed(() => import('./CarShow.tsx'), 'CarShow'),
  icon: DirectionsCar,
  recordRepresentation: (car: { brand: string; model: string }) => `${car.brand} ${car.model}`,
};
