export * from './app.ts';
export * from './runtime.ts';
