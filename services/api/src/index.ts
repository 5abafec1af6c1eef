export * from './app.ts';
export * from './runtime.ts';
export * from './live/event-stream.ts';
export * from './live/open-streams.ts';
export * from './live/live-streams-plugin.ts';
export * from './live/live-topics.ts';
export * from './live/activity-table-source.ts';
export * from './personal-data/seal-log.ts';
