import EventNote from '@mui/icons-material/EventNote';
import { lazyNamed } from '../common/lazyNamed.ts';

export default {
  list: lazyNamed(() => import('./BookingList.tsx'), 'BookingList'),
  show: lazyNamed(() => import('./BookingShow.tsx'), 'BookingShow'),
  icon: EventNote,
  recordRepresentation: 'id',
};
