import { runBackgroundProcess } from './background-process.ts';
import { createProjectionsRuntime } from './projections-runtime.ts';

/** `npm run projections`: the asynchronous projections as their own process; SIGTERM finishes the batch under way. */
runBackgroundProcess({
  name: 'projections',
  start: createProjectionsRuntime,
  describe: (config) =>
    `Grand Tour projections running: events from ${config.EVENTSTORE_URL ? 'EventStoreDB/KurrentDB' : 'PostgreSQL'}`,
  graceMs: 10_000,
});
