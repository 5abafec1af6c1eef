import { traceLogFields } from './trace-context.ts';

/** pino's numbers, so these lines read like the API's. */
const LEVELS = { error: 50, warn: 40, info: 30 } as const;

/**
 * One JSON line from a background process (projection runner, workers) about the event or job it is handling, with
 * the trace it belongs to when tracing is on: what the API's pino lines are for requests.
 */
export function logJsonLine(level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({
    level: LEVELS[level],
    time: Date.now(),
    pid: process.pid,
    ...traceLogFields(),
    ...fields,
    msg,
  });
  // Errors through console.error, as the plain lines before these were: whoever captured those captures these.
  if (level === 'info') process.stdout.write(`${line}\n`);
  else console.error(line);
}
