import { preloadable } from '../common/preloadable.tsx';

// Only a visitor with a request to book needs them: the reservations page loads them then, within its 30 kB budget.
const loadParts = () => import('./requestStatusParts.ts');

export const RequestStatusNotice = preloadable(() => loadParts().then((parts) => parts.RequestStatusNotice));
export const RequestStatusBadge = preloadable(() => loadParts().then((parts) => parts.RequestStatusBadge));

export const preloadRequestStatus = () =>
  Promise.all([RequestStatusNotice.preload(), RequestStatusBadge.preload()]);
