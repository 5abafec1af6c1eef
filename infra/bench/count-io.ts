// Preloaded into the bench's worker processes (`--import`) when BENCH_COUNT_IO is set: counts the SQL statements
// (each a round trip) and the Redis commands the process sends, by statement, and its own CPU time. On SIGUSR2 it
// writes a snapshot to $BENCH_COUNT_IO/<pid>-<n>.json; the bench takes one at the burst's start and one at its end.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';

const directory = process.env.BENCH_COUNT_IO!;
const statements = new Map<string, number>();
const redisCommands = new Map<string, number>();
const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  const config = first as { name?: string; text?: string } | string;
  const text = typeof config === 'string' ? config : (config?.name ?? config?.text ?? '?');
  bump(statements, text.replace(/\s+/g, ' ').trim().slice(0, 90));
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof query;

const sendCommand = Redis.prototype.sendCommand;
Redis.prototype.sendCommand = function (this: Redis, command: { name: string }, ...rest: unknown[]) {
  bump(redisCommands, command.name);
  return (sendCommand as (...args: unknown[]) => unknown).call(this, command, ...rest);
} as typeof sendCommand;

let snapshots = 0;
process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage();
  writeFileSync(
    `${directory}/${process.pid}-${snapshots++}.json`,
    JSON.stringify({
      cpuMs: (cpu.user + cpu.system) / 1000,
      statements: Object.fromEntries(statements),
      redisCommands: Object.fromEntries(redisCommands),
    }),
  );
});
