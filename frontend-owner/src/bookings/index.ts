import EventNote from '@mui/icons-material/EventNote';
import { BookingList } from './BookingList.tsx';
import { BookingShow } from './BookingShow.tsx';

export default { list: BookingList, show: BookingShow, icon: EventNote, recordRepresentation: 'id' };
