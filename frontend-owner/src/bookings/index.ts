import EventNote from '@mui/icons-material/EventNote';
import { lazy } from 'react';

const BookingList = lazy(() =>
  import('./BookingList.tsx').then((module) => ({ default: module.BookingList })),
);
const BookingShow = lazy(() =>
  import('./BookingShow.tsx').then((module) => ({ default: module.BookingShow })),
);

export default { list: BookingList, show: BookingShow, icon: EventNote, recordRepresentation: 'id' };
