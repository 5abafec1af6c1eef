export * from './start-tracing.ts';
export * from './trace-context.ts';
export * from './json-log.ts';
