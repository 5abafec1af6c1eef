import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import { exportEvents } from '../backup/export-events.ts';
import { LogFileError } from '../backup/event-log-file.ts';
import { ImportConflictError, importEvents } from '../backup/import-events.ts';
import { rawLogOf } from '../backup/raw-log.ts';
import { personalDataKeysOf } from '../runtime.ts';
import { USAGE_ERROR, type OpsCommand, type OpsContext } from './ops-context.ts';
import { progressReporter } from './progress-bar.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** Keys wrapped under another PERSONAL_DATA_KEY would read every imported person as erased: said at once. */
async function keysOpenWithThisKey({ config, database }: OpsContext): Promise<boolean> {
  const { rows } = await database.pool.query<{ subject: string }>(
    'SELECT subject FROM personal_data_keys WHERE wrapped_key IS NOT NULL LIMIT 1',
  );
  if (!rows[0]) return true;
  try {
    await personalDataKeysOf(config, database).keysFor([rows[0].subject]);
    return true;
  } catch {
    return false;
  }
}

/** `npm run ops -- events export|import <file>`: the log alone, as portable NDJSON (decision 103). */
export const eventsCommand: OpsCommand = {
  usage: [
    'events export <file>        the whole log as NDJSON (personal fields sealed, the wrapped keys at the end)',
    'events import <file>        appends an export to this store (PostgreSQL or KurrentDB): same ids, streams and',
    '                            order; what is there already is skipped. Then: projections rebuild --all',
  ],
  async run(args, open, output) {
    const [command, file] = args;
    if ((command !== 'export' && command !== 'import') || !file || args.length !== 2) return USAGE_ERROR;
    const context = await open();
    if (existsSync(file) !== (command === 'import')) {
      output.print(command === 'import' ? `No file ${file}.` : `${file} exists already: name a new file.`);
      return 1;
    }
    const raw = rawLogOf(context.config, context.database);
    const onProgress = progressReporter(output.progress);
    try {
      if (command === 'export') {
        const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
        const exported = await exportEvents({
          log: raw.log,
          pool: context.database.pool,
          source: raw.source,
          total: await raw.count(),
          head: await raw.head(),
          output: out,
          onProgress,
        });
        out.end();
        await finished(out);
        output.print(
          `${count(exported.events)} events and ${count(exported.keys)} wrapped keys written to ${file} ` +
            '(personal fields sealed; keep PERSONAL_DATA_KEY apart from it).',
        );
        return 0;
      }
      let report;
      try {
        report = await importEvents({
          log: raw.log,
          pool: context.database.pool,
          input: createReadStream(file),
          onProgress,
        });
      } catch (error) {
        if (!(error instanceof LogFileError) && !(error instanceof ImportConflictError)) throw error;
        output.print(`${file}: ${error.message}`);
        return 1;
      }
      output.print(
        `${count(report.events)} events read, ${count(report.appended)} appended (the rest were there already); ` +
          `${count(report.keys)} keys, ${count(report.erased)} of them erased.`,
      );
      if (!(await keysOpenWithThisKey(context))) {
        output.print(
          'PERSONAL_DATA_KEY does not open these keys: set the key of the store they were exported from, or every person reads as erased.',
        );
        return 1;
      }
      output.print(
        raw.source === 'postgresql'
          ? 'Now rebuild the read models from it: npm run ops -- projections rebuild --all'
          : 'The projection runners build the read models from the start of the log when the marketplace starts on an empty database.',
      );
      return 0;
    } finally {
      await raw.log.close();
    }
  },
};
