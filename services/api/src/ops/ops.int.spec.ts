import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import argon2 from 'argon2';
import pg from 'pg';
import type { EventStore } from '@grandtour/event-store';
import { loadConfig, startEmbeddedPostgres } from '@grandtour/platform';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import {
  asyncProjections,
  createProjectionRunner,
  projectionRegistry,
  rebuildUnits,
} from '@grandtour/projections';
import {
  catchUpWithLog,
  marketplaceActivity,
  openTestStore,
  TEST_PERSONAL_DATA_KEY,
} from '@grandtour/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCommand } from './admin-command.ts';
import { jobsCommand } from './jobs-command.ts';
import { EMPTY_DATABASE, type OpsCommand, type OpsContext } from './ops-context.ts';
import { projectionsCommand } from './projections-command.ts';
import { revenueCommand } from './revenue-command.ts';
import { OPS_COMMANDS, runOps } from './run-ops.ts';

const root = new URL('../../../..', import.meta.url).pathname;

/** `npm run ops` as an operator runs it, against a real server: exit code and output. */
function runOpsProcess(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'services/api/src/ops.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'silent', PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY, ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

for (const kind of testDatabaseKinds()) {
  describe(`npm run ops on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let context: OpsContext;
    let booking = '';
    let activity: ReturnType<typeof marketplaceActivity>;

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
      const clock = () => new Date('2027-05-03T09:00:00.000Z');
      activity = marketplaceActivity({ store, pool: database.pool, clock });
      const car = await activity.publishCar('owner-a');
      booking = await activity.book(car, 'owner-a');
      await activity.workflow.cancel(await activity.book(car, 'owner-a', { startInDays: 1 }));
      await catchUpWithLog(
        database.pool,
        createProjectionRunner({ pool: database.pool, store, projections: asyncProjections }),
        asyncProjections.map((projection) => projection.name),
      );
      context = { config: loadConfig({ DATABASE_URL: '' }), database, store, clock };
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    async function run(command: OpsCommand, args: string[], input?: string) {
      const lines: string[] = [];
      const progress: string[] = [];
      const code = await command.run(
        args,
        async () => context,
        {
          print: (line) => lines.push(line),
          progress: { write: (text: string) => progress.push(text) > 0 },
        },
        input === undefined ? undefined : Readable.from([input]),
      );
      return { code, output: lines.join('\n'), progress: progress.join('') };
    }

    it('prints each projection’s checkpoint, lag and owner', async () => {
      const { code, output } = await run(projectionsCommand, ['status']);
      expect(code).toBe(0);
      expect(output).toMatch(/^Global log: \d+ events, head at \d+:\d+ \(commit:prepare\)/);
      expect(output).toMatch(/\nbookings +inline +in each append +0 +-/);
      expect(output).toMatch(/\nplatform_revenue +async +\d+:\d+ +0 +\S+:\d+ +\d{4}-\d\d-\d\dT/);
      const json = JSON.parse((await run(projectionsCommand, ['status', '--json'])).output) as {
        projections: { name: string; lag: number }[];
      };
      expect(json.projections.map((projection) => projection.lag)).toEqual(json.projections.map(() => 0));
    });

    it('rebuilds one projection, or all, drawing progress, and refuses unknown names', async () => {
      const one = await run(projectionsCommand, ['rebuild', 'owner_stats']);
      expect(one.code).toBe(0);
      expect(one.output).toMatch(
        /^Rebuilding owner_stats\n {2}\d+ events in [\d.]+ s \([\d,]+ events\/s\); swapped in owner_stats, owner_stats_events \(locked for \d+ ms\)$/,
      );
      expect(one.progress).toMatch(/owner_stats {2}\[#+\] {2}100 % {2}\d+ \/ \d+ events .* done\n$/);
      const all = await run(projectionsCommand, ['rebuild', '--all']);
      expect(all.code).toBe(0);
      expect(all.output).toContain(
        'Rebuilding cars, reviews, availability, bookings, owner_request_responses, notifications, conversations (they share tables)',
      );
      expect(all.output.match(/swapped in/g)).toHaveLength(rebuildUnits(projectionRegistry).length);
      expect((await run(projectionsCommand, ['rebuild', 'nope'])).code).toBe(2);
      expect((await run(projectionsCommand, ['rebuild'])).code).toBe(2);
      expect((await run(revenueCommand, ['audit'])).code).toBe(0);
    });

    it('audits revenue: totals in EUR, exit 0; a corrupted row is listed and the exit code is 1', async () => {
      const clean = await run(revenueCommand, ['audit', '--from', '2027-05-01', '--to', '2027-05-31']);
      expect(clean.code).toBe(0);
      expect(clean.output).toMatch(/^Revenue audit, 2027-05-01 to 2027-05-31 \(Paris days\): 2 booking\(s\)/);
      expect(clean.output).toMatch(/payments captured +[\d ]+,\d\d € +[\d ]+,\d\d €/);
      expect(clean.output).toContain('No difference');
      await database.pool.query('UPDATE bookings SET paid_cents = paid_cents - 1000 WHERE id = $1', [
        booking,
      ]);
      try {
        const corrupted = await run(revenueCommand, ['audit']);
        expect(corrupted.code).toBe(1);
        expect(corrupted.output).toMatch(new RegExp(`\\nbookings +${booking} +paid_cents +(\\d+) +(\\d+)`));
        expect(corrupted.output).toContain('1 difference(s), in cents:');
        const json = JSON.parse((await run(revenueCommand, ['audit', '--json'])).output) as { ok: boolean };
        expect(json.ok).toBe(false);
        if (kind === 'postgres') {
          const process = await runOpsProcess(['revenue', 'audit'], {
            DATABASE_URL: database.connectionString,
          });
          expect(process.code).toBe(1);
          expect(process.stdout).toMatch(new RegExp(`bookings +${booking} +paid_cents`));
        }
      } finally {
        await database.pool.query('UPDATE bookings SET paid_cents = paid_cents + 1000 WHERE id = $1', [
          booking,
        ]);
      }
      expect((await run(revenueCommand, ['audit', '--from', '2027-06-01', '--to', '2027-05-01'])).code).toBe(
        2,
      );
    });

    it('refuses the status, a rebuild or the audit when the log lives in EventStoreDB', async () => {
      process.env.EVENTSTORE_URL = 'esdb://127.0.0.1:2113?tls=false';
      try {
        const rebuild = await run(projectionsCommand, ['rebuild', '--all']);
        expect(rebuild).toMatchObject({ code: 1, output: expect.stringContaining('EVENTSTORE_URL is set') });
        expect((await run(revenueCommand, ['audit'])).code).toBe(1);
        expect(await run(projectionsCommand, ['status'])).toMatchObject({
          code: 1,
          output: expect.stringContaining('EVENTSTORE_URL is set'),
        });
      } finally {
        delete process.env.EVENTSTORE_URL;
      }
      const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM bookings');
      expect(rows[0]?.n).toBeGreaterThan(0);
    });

    it('still counts, lists and retries jobs', async () => {
      const counts = await run(jobsCommand, ['counts']);
      expect(counts.code).toBe(0);
      expect(counts.output).toMatch(
        /^queue +waiting +delayed +active +completed +failed\nnotifications +\d+/,
      );
      expect((await run(jobsCommand, ['failed'])).output).toMatch(
        /^0 failed job\(s\) in the queue \(database\)/,
      );
      expect((await run(jobsCommand, ['retry'])).output).toBe('Retrying 0 failed job(s)');
      expect((await run(jobsCommand, ['nope'])).code).toBe(2);
    });

    it('creates an administrator with a generated password shown once, or one read from stdin', async () => {
      const created = await run(adminCommand, ['create', 'Chief@GrandTour.test']);
      expect(created.code).toBe(0);
      const password = /Password \(shown once\): (\S+)/.exec(created.output)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(24);
      const { rows } = await database.pool.query(
        `SELECT username, user_type, password_hash FROM users WHERE email = 'chief@grandtour.test'`,
      );
      expect(rows[0]).toMatchObject({ username: 'admin.chief', user_type: 'admin' });
      expect(await argon2.verify(rows[0]!.password_hash as string, password)).toBe(true);
      expect((await run(adminCommand, ['create', 'chief@grandtour.test', '--username', 'other'])).code).toBe(
        1,
      );

      const piped = await run(
        adminCommand,
        ['create', 'second@grandtour.test', '--username', 'second.admin', '--password-stdin'],
        'Piped-Password-2027\n',
      );
      expect(piped.code).toBe(0);
      expect(piped.output).not.toContain('Password');
      const second = await database.pool.query(
        `SELECT password_hash FROM users WHERE username = 'second.admin'`,
      );
      expect(await argon2.verify(second.rows[0]!.password_hash as string, 'Piped-Password-2027')).toBe(true);
      expect(
        (await run(adminCommand, ['create', 'third@grandtour.test', '--password-stdin'], 'short')).code,
      ).toBe(2);
      expect((await run(adminCommand, ['create', 'not-an-address'])).code).toBe(2);
      expect((await run(adminCommand, ['create'])).code).toBe(2);
    });

    it('shows a projection stopped at an event with the event and the error, exits 1, and retries it on demand', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const runner = createProjectionRunner({
        pool: database.pool,
        store,
        projections: asyncProjections,
        retryBackoff: { initialMs: 600_000, maxMs: 600_000 },
      });
      const car = await activity.publishCar('owner-p');
      await database.pool.query(
        `ALTER TABLE owner_stats ADD CONSTRAINT ops_poisoned CHECK (car_id <> '${car}')`,
      );
      try {
        const poisoned = await activity.book(car, 'owner-p');
        const others = asyncProjections
          .map((projection) => projection.name)
          .filter((name) => name !== 'owner_stats');
        await catchUpWithLog(database.pool, runner, others);

        const text = await run(projectionsCommand, ['status']);
        expect(text.code).toBe(1);
        expect(text.output).toMatch(/\nowner_stats +async +\d+:\d+ +[1-9]\d* +\S+ +\S+ +STOPPED\n/);
        expect(text.output).toMatch(
          new RegExp(
            `\nowner_stats is STOPPED at \\d+:\\d+, BookingConfirmed booking-${poisoned}@\\d+ \\(event [\\w-]+\\):\n` +
              ' {2}new row for relation "owner_stats" violates check constraint "ops_poisoned".*\n' +
              ' {2}attempt 1 \\(failing since \\S+, last by \\S+\\), next try at \\S+ \\(in \\d+ s\\)\n' +
              ' {2}after a fix: npm run ops -- projections retry owner_stats',
          ),
        );
        const json = JSON.parse((await run(projectionsCommand, ['status', '--json'])).output) as {
          projections: { name: string; lag: number; failure: unknown }[];
        };
        expect(json.projections.find((projection) => projection.name === 'owner_stats')).toMatchObject({
          failure: {
            eventType: 'BookingConfirmed',
            streamName: `booking-${poisoned}`,
            attempts: 1,
            error: expect.stringContaining('ops_poisoned'),
          },
        });
        for (const projection of json.projections.filter((projection) => projection.name !== 'owner_stats'))
          expect(projection).toMatchObject({ lag: 0, failure: null });

        expect(await run(projectionsCommand, ['retry', 'similar_cars'])).toMatchObject({
          code: 1,
          output: 'similar_cars is not stopped: nothing to retry.',
        });
        expect((await run(projectionsCommand, ['retry', 'bookings'])).code).toBe(2);
        expect((await run(projectionsCommand, ['retry'])).code).toBe(2);
        await database.pool.query('ALTER TABLE owner_stats DROP CONSTRAINT ops_poisoned');
        expect(await run(projectionsCommand, ['retry', '--all'])).toMatchObject({
          code: 0,
          output:
            'owner_stats: back-off cleared; the projection runners try its event again at their next poll.',
        });
        await catchUpWithLog(database.pool, runner, ['owner_stats']);
        expect((await run(projectionsCommand, ['status'])).code).toBe(0);
        expect(await run(projectionsCommand, ['retry', '--all'])).toMatchObject({
          code: 1,
          output: 'No projection is stopped: nothing to retry.',
        });
      } finally {
        await database.pool.query('ALTER TABLE owner_stats DROP CONSTRAINT IF EXISTS ops_poisoned');
        errors.mockRestore();
      }
    });

    if (kind === 'postgres')
      it('runs as npm run ops does, with usage and its exit codes', async () => {
        const status = await runOpsProcess(['projections', 'status'], {
          DATABASE_URL: database.connectionString,
        });
        expect(status.code).toBe(0);
        expect(status.stdout).toContain('booking_timeline');
        const wrong = await runOpsProcess(['revenue', 'nope'], { DATABASE_URL: database.connectionString });
        expect(wrong.code).toBe(2);
        expect(wrong.stdout).toContain('Usage: npm run ops -- <command>');
      });
  });
}

/** One of each: every area `npm run ops` lists, and every sub-command that opens the database. */
const EVERY_COMMAND = [
  ['projections', 'status'],
  ['projections', 'rebuild', '--all'],
  ['projections', 'retry', '--all'],
  ['revenue', 'audit'],
  ['payouts', 'failed'],
  ['payouts', 'retry', '--all'],
  ['handovers', 'verify', '7f1c1c52-3a0b-4a8e-9a57-2b0c8b1e4d10'],
  ['jobs', 'counts'],
  ['jobs', 'failed'],
  ['jobs', 'retry'],
  ['admin', 'create', 'chief@grandtour.test'],
  ['personal-data', 'seal-log'],
  ['events', 'export', join(tmpdir(), 'grandtour-never-written.ndjson')],
  ['events', 'import', join(tmpdir(), 'grandtour-no-such-export.ndjson')],
  ['backup', join(tmpdir(), 'grandtour-never-written.tar')],
];
/** A restore is made into a database where the marketplace never ran: that is what it is for. */
const FOR_AN_EMPTY_DATABASE = ['restore'];

/** The tables of a database outside PostgreSQL's own schemas. */
async function tablesIn(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT schemaname || '.' || tablename AS name FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('npm run ops where the marketplace never ran', () => {
  /** The commands against that database, in-process: exit code 3, one line on stderr, nothing on stdout. */
  async function everyCommand(settings: Record<string, string>, says: RegExp, commands = EVERY_COMMAND) {
    for (const args of commands) {
      const printed: string[] = [];
      const problems: string[] = [];
      const code = await runOps(
        args,
        () => loadConfig({ LOG_LEVEL: 'silent', PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY, ...settings }),
        {
          print: (line) => printed.push(line),
          printError: (line) => problems.push(line),
          progress: { write: () => true },
          input: Readable.from(['']),
        },
      );
      expect({ args, code, printed, problems }).toEqual({
        args,
        code: EMPTY_DATABASE,
        printed: [],
        problems: [expect.stringMatching(says)],
      });
    }
  }

  it('tries every command', () => {
    expect(new Set([...EVERY_COMMAND.map(([area]) => area), ...FOR_AN_EMPTY_DATABASE])).toEqual(
      new Set(Object.keys(OPS_COMMANDS)),
    );
  });

  it('says in one line that there is no embedded database, and creates none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grandtour-ops-empty-'));
    const says =
      /^No embedded database in .*pglite \(DATA_DIR\): start the marketplace on it once \(npm start/;
    await everyCommand({ DATA_DIR: dataDir }, says);
    const ran = await runOpsProcess(['projections', 'status'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(ran).toEqual({ code: EMPTY_DATABASE, stdout: '', stderr: expect.stringMatching(says) });
    expect(ran.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('says so of an embedded database that holds nothing yet, and leaves it empty', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grandtour-ops-blank-'));
    await (await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') })).stop();
    // One command per area: each opening of an embedded database takes seconds, and they all open it the same way.
    const onePerArea = EVERY_COMMAND.filter(
      ([area], index) => EVERY_COMMAND.findIndex(([other]) => other === area) === index,
    );
    await everyCommand(
      { DATA_DIR: dataDir },
      /^The database in .*pglite is empty: start the marketplace on it once/,
      onePerArea,
    );
    const embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') });
    try {
      expect(await tablesIn(embedded.connectionString)).toEqual([]);
    } finally {
      await embedded.stop();
    }
  });

  if (testDatabaseKinds().includes('postgres'))
    it('says so of an empty PostgreSQL database, exits 3 without a stack trace, and leaves it empty', async () => {
      const database = await createTestDatabase('postgres', 2);
      try {
        const says = /^The database at DATABASE_URL is empty: start the marketplace on it once \(npm start/;
        await everyCommand({ DATABASE_URL: database.connectionString }, says);
        const ran = await runOpsProcess(['revenue', 'audit'], { DATABASE_URL: database.connectionString });
        expect(ran).toEqual({ code: EMPTY_DATABASE, stdout: '', stderr: expect.stringMatching(says) });
        expect(ran.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(await tablesIn(database.connectionString)).toEqual([]);
      } finally {
        await database.close();
      }
    });
});
