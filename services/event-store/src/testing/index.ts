export * from './event-store.contract.ts';
export * from './fake-kurrentdb/fake-kurrentdb-server.ts';
