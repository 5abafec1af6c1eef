import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { CarCreate } from './CarCreate.tsx';
import { CarEdit } from './CarEdit.tsx';
import { CarList } from './CarList.tsx';
import { CarShow } from './CarShow.tsx';

export default {
  list: CarList,
  create: CarCreate,
  edit: CarEdit,
  show: CarShow,
  icon: DirectionsCar,
  recordRepresentation: (car: { brand: string; model: string }) => `${car.brand} ${car.model}`,
};
