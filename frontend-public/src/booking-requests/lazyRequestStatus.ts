import { preloadable } from '../common/preloadable.tsx';

// Only a visitor with a request to book needs it: the reservations page loads it then, within its 30 kB budget.
export const RequestStatusNotice = preloadable(() =>
  import('./RequestStatusNotice.tsx').then((module) => module.RequestStatusNotice),
);
