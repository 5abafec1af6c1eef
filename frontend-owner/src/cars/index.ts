import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { CarList } from './CarList.tsx';
import { CarShow } from './CarShow.tsx';

export default { list: CarList, show: CarShow, icon: DirectionsCar, recordRepresentation: 'model' };
