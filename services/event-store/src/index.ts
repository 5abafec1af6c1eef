export * from './event-store.ts';
export * from './log-position.ts';
export * from './inline-projection.ts';
export * from './postgres-event-store.ts';
export * from './kurrentdb-event-store.ts';
export * from './postgres-event-log.ts';
export * from './postgres-transaction.ts';
export * from './postgres-integers.ts';
