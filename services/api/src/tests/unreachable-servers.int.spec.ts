import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@grandtour/platform';
import { migrateReadModels } from '@grandtour/projections';
import { REDIS_BOOT_TIMEOUT_MS } from '@grandtour/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Beyond the time the same entry point takes to load and stop on a bad setting (a loaded machine's jitter). */
const SLACK_MS = 5_000;
const PASSWORD = 'hunter2-secret';

interface Run {
  code: number | null;
  stderr: string[];
  ms: number;
}

/** Runs an entry point until it exits by itself, or kills it after `killAfterMs` (code null). */
async function run(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  killAfterMs: number,
): Promise<Run> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL(`../${script}`, import.meta.url).pathname, ...args],
    { env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(killer);
  return { code, stderr: stderr.split('\n').filter((line) => line.trim() !== ''), ms: Date.now() - started };
}

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

describe('a REDIS_URL (or DATABASE_URL) that does not lead to its server stops the process at boot, in one line', () => {
  let dataDir: string;
  let closedPort: number;
  let httpPort: number;
  let silentPort: number;
  const sockets = new Set<Socket>();
  // Not Redis: a web server (answers garbage to Redis' commands) and a port that accepts and says nothing.
  const web = createHttpServer((_request, response) => response.end('not redis'));
  const silent = createServer((socket) => sockets.add(socket));
  /** How long each entry point takes to load and stop on a bad setting: what boot costs before Redis is asked. */
  const baselineMs: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'grandtour-redis-unreachable-'));
    const closed = createServer();
    closedPort = await listen(closed);
    closed.close();
    httpPort = await listen(web);
    silentPort = await listen(silent);
    for (const script of ['server.ts', 'workers.ts']) {
      const refused = await run(script, [], { DATA_DIR: dataDir, PORT: 'not-a-port' }, 60_000);
      expect(refused.code).toBe(1);
      baselineMs[script] = refused.ms;
    }
  }, 120_000);
  afterAll(() => {
    web.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function expectOneClearLine(result: Run, port: number, limitMs: number, reason: RegExp) {
    expect(result.code, result.stderr.slice(0, 5).join('\n')).toBe(1);
    expect(result.stderr).toHaveLength(1);
    const [line] = result.stderr;
    expect(line).toMatch(
      new RegExp(`^Cannot reach Redis at redis://grandtour@127\\.0\\.0\\.1:${port} \\(REDIS_URL\\): `),
    );
    expect(line).toMatch(reason);
    expect(line).toMatch(/Start Redis there, or correct REDIS_URL/);
    expect(line).not.toContain(PASSWORD);
    expect(result.ms).toBeLessThan(limitMs);
  }
  const limitFor = (script: string) => baselineMs[script]! + REDIS_BOOT_TIMEOUT_MS + SLACK_MS;
  const redisAt = (port: number) => `redis://grandtour:${PASSWORD}@127.0.0.1:${port}`;

  it('npm start (server.ts), Redis port closed: exits with one line naming the URL without its password', async () => {
    const limit = limitFor('server.ts');
    const result = await run(
      'server.ts',
      [],
      { DATA_DIR: dataDir, REDIS_URL: redisAt(closedPort) },
      limit + SLACK_MS,
    );
    expectOneClearLine(result, closedPort, limit, /ECONNREFUSED/);
  }, 60_000);

  it('npm start (server.ts), a web server on that port: exits with one line', async () => {
    const limit = limitFor('server.ts');
    const result = await run(
      'server.ts',
      [],
      { DATA_DIR: dataDir, REDIS_URL: redisAt(httpPort) },
      limit + SLACK_MS,
    );
    expectOneClearLine(result, httpPort, limit, /it accepts connections but does not answer as Redis/);
  }, 60_000);

  it('npm run workers, a port that accepts connections and never answers: exits with one line', async () => {
    const limit = limitFor('workers.ts');
    const result = await run(
      'workers.ts',
      [],
      // Redis is asked before the database: this one is never reached.
      { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none', REDIS_URL: redisAt(silentPort) },
      limit + SLACK_MS,
    );
    expectOneClearLine(result, silentPort, limit, /does not answer as Redis/);
  }, 60_000);

  it('npm run workers, DATABASE_URL on a closed port: exits with one line naming it without its password', async () => {
    const result = await run(
      'workers.ts',
      [],
      { DATABASE_URL: `postgresql://grandtour:${PASSWORD}@127.0.0.1:${closedPort}/grandtour` },
      baselineMs['workers.ts']! + 2 * SLACK_MS,
    );
    expect(result.code, result.stderr.slice(0, 5).join('\n')).toBe(1);
    expect(result.stderr).toEqual([
      `Cannot reach PostgreSQL at postgresql://grandtour@127.0.0.1:${closedPort}/grandtour (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${closedPort}. Start PostgreSQL there, or correct DATABASE_URL (leave it empty to run the embedded database).`,
    ]);
  }, 60_000);

  it('npm run ops -- jobs counts, Redis port closed: exits with one line on stderr', async () => {
    // ops works on a database the marketplace has run on (an empty one is refused first, decision 45).
    const embedded = await openDatabase({ dataDir: join(dataDir, 'pglite'), poolSize: 1 });
    await migrateReadModels(embedded.pool);
    await embedded.close();
    // The embedded database opens first (ops reads it); the same command without Redis measures that.
    const withoutRedis = await run('ops.ts', ['jobs', 'counts'], { DATA_DIR: dataDir }, 60_000);
    expect(withoutRedis.code, withoutRedis.stderr.join('\n')).toBe(0);
    const limit = withoutRedis.ms + REDIS_BOOT_TIMEOUT_MS + SLACK_MS;
    const result = await run(
      'ops.ts',
      ['jobs', 'counts'],
      { DATA_DIR: dataDir, REDIS_URL: redisAt(closedPort) },
      limit + SLACK_MS,
    );
    expectOneClearLine(result, closedPort, limit, /ECONNREFUSED/);
  }, 120_000);
});
