import {
  projectionRegistry,
  projectionsStatus,
  rebuildUnit,
  retryStoppedProjections,
  unitsFor,
  UnknownProjectionError,
  type ProjectionStatus,
  type ProjectionsStatus,
} from '@grandtour/projections';
import {
  logOutsidePostgres,
  parseOptions,
  USAGE_ERROR,
  type OpsCommand,
  type OpsOutput,
} from './ops-context.ts';
import { INLINE_READ_MODELS } from '../runtime.ts';
import { progressReporter } from './progress-bar.ts';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

function printStatus(status: ProjectionsStatus, print: OpsOutput['print']) {
  const head = status.head ? `${status.head.commit}:${status.head.prepare}` : 'empty';
  print(`Global log: ${count(status.events)} events, head at ${head} (commit:prepare)`);
  print('');
  const rows = status.projections.map((projection) => [
    projection.name,
    projection.mode,
    projection.checkpoint
      ? `${projection.checkpoint.commit}:${projection.checkpoint.prepare}`
      : projection.mode === 'inline'
        ? 'in each append'
        : 'not started',
    count(projection.lag),
    projection.owner ?? '-',
    projection.updatedAt ?? '-',
    [projection.failure ? 'STOPPED' : '', projection.rebuilding ? 'rebuilding' : '']
      .filter(Boolean)
      .join(', '),
  ]);
  const header = ['projection', 'mode', 'checkpoint', 'lag', 'owner', 'updated', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  for (const row of [header, ...rows])
    print(
      row
        .map((cell, column) => (column === 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    );
}

const seconds = (ms: number) => `${Math.max(0, Math.ceil(ms / 1000)).toLocaleString('en-US')} s`;

/** Where a stopped projection stands and why, for the operator who fixes it. */
function printStopped({ name, failure }: ProjectionStatus, print: OpsOutput['print'], now: Date) {
  if (!failure) return;
  const { position, eventType, streamName, streamPosition, eventId } = failure;
  print('');
  print(
    `${name} is STOPPED at ${position.commit}:${position.prepare}, ${eventType} ${streamName}@${streamPosition} (event ${eventId}):`,
  );
  print(`  ${failure.error}`);
  const due = Date.parse(failure.retryAt) - now.getTime();
  print(
    `  attempt ${failure.attempts} (failing since ${failure.firstFailedAt}, last by ${failure.owner ?? '-'}), ` +
      `next try ${due > 0 ? `at ${failure.retryAt} (in ${seconds(due)})` : 'at the next poll'}`,
  );
  print(`  after a fix: npm run ops -- projections retry ${name}`);
}

// With EVENTSTORE_URL the inline read models are one projection runner's too (decision 28): it can stop as well.
const asyncNames = [
  ...projectionRegistry
    .filter((registered) => !registered.inline)
    .map((registered) => registered.projection.name),
  INLINE_READ_MODELS,
];

/** `npm run ops -- projections retry <name>…|--all`: the stopped ones are tried again at the runners' next poll. */
async function retry(
  names: readonly string[] | 'all',
  open: Parameters<OpsCommand['run']>[1],
  { print }: OpsOutput,
): Promise<number> {
  const { database } = await open();
  const retried = await retryStoppedProjections(database.pool, names === 'all' ? asyncNames : names);
  for (const name of names === 'all' ? retried : names)
    print(
      retried.includes(name)
        ? `${name}: back-off cleared; the projection runners try its event again at their next poll.`
        : `${name} is not stopped: nothing to retry.`,
    );
  if (names === 'all' && retried.length === 0) print('No projection is stopped: nothing to retry.');
  return retried.length > 0 ? 0 : 1;
}

/** `npm run ops -- projections status|rebuild|retry`. */
export const projectionsCommand: OpsCommand = {
  usage: [
    'projections status [--json]       each projection: checkpoint, lag behind the log, owner, last update, and',
    '                                  the event and error a stopped one is at (exit code 1 while one is)',
    'projections rebuild <name>…|--all replays from position 0 into new tables, then swaps them in',
    'projections retry <name>…|--all   a projection stopped at an event it could not apply: tried again now, not',
    '                                  after its back-off (status shows the event and the error; exit 1 if none was)',
  ],
  async run([command, ...rest], open, output) {
    const { options, positional } = parseOptions(rest, []);
    if (command === 'status') {
      if (logOutsidePostgres(output.print)) return 1;
      const { database } = await open();
      const status = await projectionsStatus(database.pool, projectionRegistry);
      if (options.json) output.print(JSON.stringify(status, null, 2));
      else {
        printStatus(status, output.print);
        for (const projection of status.projections) printStopped(projection, output.print, new Date());
      }
      return status.projections.some((projection) => projection.failure) ? 1 : 0;
    }
    if (command === 'retry') {
      if ((positional.length === 0) === !options.all) return USAGE_ERROR;
      const unknown = positional.filter((name) => !asyncNames.includes(name));
      if (unknown.length > 0) {
        output.print(
          `Not an asynchronous projection: ${unknown.join(', ')} (these can stop: ${asyncNames.join(', ')}; ` +
            'inline ones are applied in each append, and a failure there fails the command itself).',
        );
        return USAGE_ERROR;
      }
      return retry(options.all ? 'all' : [...new Set(positional)], open, output);
    }
    if (command !== 'rebuild' || (positional.length === 0) === !options.all) return USAGE_ERROR;
    if (logOutsidePostgres(output.print)) return 1;
    let units;
    try {
      units = unitsFor(projectionRegistry, options.all ? 'all' : positional);
    } catch (error) {
      if (!(error instanceof UnknownProjectionError)) throw error;
      output.print(error.message);
      return USAGE_ERROR;
    }
    const { database, store } = await open();
    const report = progressReporter(output.progress);
    for (const unit of units) {
      const shared = unit.members.length > 1 ? ' (they share tables)' : '';
      output.print(`Rebuilding ${unit.members.map((member) => member.projection.name).join(', ')}${shared}`);
      let result;
      try {
        result = await rebuildUnit({
          pool: database.pool,
          store,
          unit,
          pageSize: 10_000,
          singleConnection: database.embedded,
          onProgress: report,
        });
      } catch (error) {
        // A projection that cannot apply an event fails its rebuild too: said in one line, the old tables kept.
        output.print(`  ${(error as Error).message}: nothing changed, the live tables still serve.`);
        return 1;
      }
      output.print(
        `  ${count(result.events)} events in ${result.seconds.toFixed(1)} s (${count(result.eventsPerSecond)} events/s); ` +
          `swapped in ${result.tables.join(', ')} (locked for ${result.swapMs} ms)`,
      );
    }
    return 0;
  },
};
