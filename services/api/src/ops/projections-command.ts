import {
  projectionRegistry,
  projectionsStatus,
  RebuildInProgressError,
  rebuildUnit,
  unitsFor,
  UnknownProjectionError,
  type ProjectionsStatus,
} from '@grandtour/projections';
import {
  logOutsidePostgres,
  parseOptions,
  USAGE_ERROR,
  type OpsCommand,
  type OpsOutput,
} from './ops-context.ts';
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
    projection.rebuilding ? 'rebuilding' : '',
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

/** `npm run ops -- projections status|rebuild`. */
export const projectionsCommand: OpsCommand = {
  usage: [
    'projections status [--json]       each projection: checkpoint, lag behind the log, owner, last update',
    'projections rebuild <name>…|--all replays from position 0 into new tables, then swaps them in',
  ],
  async run([command, ...rest], open, output) {
    const { options, positional } = parseOptions(rest, []);
    if (command === 'status') {
      if (logOutsidePostgres(output.print)) return 1;
      const { database } = await open();
      const status = await projectionsStatus(database.pool, projectionRegistry);
      if (options.json) output.print(JSON.stringify(status, null, 2));
      else printStatus(status, output.print);
      return 0;
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
        if (!(error instanceof RebuildInProgressError)) throw error;
        output.print(`  ${error.message}: nothing changed.`);
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
