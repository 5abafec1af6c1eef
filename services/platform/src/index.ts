export * from './config.ts';
export * from './database/database.ts';
export * from './database/embedded-postgres.ts';
export * from './secrets/local-secret.ts';
export * from './secrets/sealed-box.ts';
export * from './health/heartbeat.ts';
export * from './startup/unreachable-server.ts';
export * from './data-dir/private-directory.ts';
