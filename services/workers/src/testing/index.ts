export * from './eventually.ts';
export * from './redis.ts';
export * from './smtp-sink.ts';
