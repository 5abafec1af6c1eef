// The reservations page's request parts, in one chunk loaded on demand (lazyRequestStatus.ts).
export { RequestStatusBadge } from './RequestStatusBadge.tsx';
export { RequestStatusNotice } from './RequestStatusNotice.tsx';
