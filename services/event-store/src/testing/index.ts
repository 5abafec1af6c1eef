export * from './fake-kurrentdb/fake-kurrentdb-server.ts';
