import { personalDataRules } from '@grandtour/commands';
import { createPersonalDataCodec } from '@grandtour/platform';
import { sealLog } from '../personal-data/seal-log.ts';
import { personalDataKeysOf } from '../runtime.ts';
import { logOutsidePostgres, USAGE_ERROR, type OpsCommand } from './ops-context.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** `npm run ops -- personal-data seal-log`: the one-off sealing of events written before decision 99 (decision 100). */
export const personalDataCommand: OpsCommand = {
  usage: [
    'personal-data seal-log      seal the personal fields of events written before they were sealed (once, idempotent)',
  ],
  async run(args, open, output) {
    if (args[0] !== 'seal-log' || args.length !== 1) return USAGE_ERROR;
    if (logOutsidePostgres(output.print)) return 1;
    const { config, database } = await open();
    const codec = createPersonalDataCodec(personalDataKeysOf(config, database), personalDataRules);
    let shown = 0;
    const report = await sealLog(database.pool, codec, {
      onPage(progress) {
        if (progress.events - shown < 50_000) return;
        shown = progress.events;
        output.progress.write(`  ${count(progress.events)} events read, ${count(progress.sealed)} sealed\n`);
      },
    });
    output.print(
      report.sealed === 0
        ? `${count(report.events)} events read: every personal field was sealed already.`
        : `${count(report.events)} events read, ${count(report.sealed)} sealed in place; the table was rewritten (VACUUM FULL).`,
    );
    return 0;
  },
};
