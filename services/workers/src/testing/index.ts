export * from './eventually.ts';
export * from './redis.ts';
export * from './smtp-sink.ts';
export * from './confirmed-bookings.ts';
export * from './redis-server.ts';
export * from './smtp-sink-child.ts';
export * from './fast-smtp-sink.ts';
export * from './pdf-text.ts';
