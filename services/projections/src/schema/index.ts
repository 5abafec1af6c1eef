export * from './read-models.ts';
export * from './projection-state.ts';
export * from './api-state.ts';
export * from './worker-state.ts';
export * from './money.ts';
export * from './driver-documents.ts';
export * from './booking-requests.ts';
export * from './claims.ts';
