import { auditRevenue } from '@grandtour/projections';
import {
  formatEuroCents,
  RevenuePeriodSchema,
  type RevenueAudit,
  type RevenueTotals,
} from '@grandtour/shared';
import {
  logOutsidePostgres,
  parseOptions,
  USAGE_ERROR,
  type OpsCommand,
  type OpsOutput,
} from './ops-context.ts';

const eur = (cents: number) => formatEuroCents(cents, 'fr-FR').replace(/\s/g, ' ');

const TOTALS: [keyof RevenueTotals, string][] = [
  ['cashInCents', 'payments captured'],
  ['refundsCents', 'refunds paid'],
  ['platformRevenueCents', 'platform revenue'],
  ['ownerPayoutsCents', 'owner payouts'],
  ['cancellationFeesCents', 'cancellation fees kept'],
];

function table(rows: string[][], rightAligned: number[], print: OpsOutput['print']) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    print(
      row
        .map((cell, column) =>
          rightAligned.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
        )
        .join('   ')
        .trimEnd(),
    );
}

export function printAudit(audit: RevenueAudit, print: OpsOutput['print']) {
  const { from, to } = audit.period;
  const period = from || to ? `${from ?? 'the start'} to ${to ?? 'today'} (Paris days)` : 'all time';
  print(`Revenue audit, ${period}: ${audit.bookings} booking(s)`);
  print('');
  table(
    [
      ['', 'from the events', 'in the read models', ''],
      ...TOTALS.map(([key, label]) => [
        label,
        eur(audit.expected[key]),
        eur(audit.found[key]),
        audit.expected[key] === audit.found[key] ? '' : 'DIFFERS',
      ]),
    ],
    [1, 2],
    print,
  );
  const { platformRevenue, ownerStats } = audit.notYetProjected;
  if (platformRevenue + ownerStats > 0)
    print(
      `\nNot yet projected, left out: ${platformRevenue} movement(s) for platform_revenue, ${ownerStats} for owner_stats.`,
    );
  print('');
  if (audit.differences.length === 0) {
    print('No difference: the read models agree with the events.');
    return;
  }
  print(`${audit.differences.length} difference(s), in cents:`);
  table(
    [
      ['source', 'id', 'field', 'expected', 'found'],
      ...audit.differences.map((difference) => [
        difference.source,
        difference.id,
        difference.field,
        String(difference.expected ?? 'none'),
        String(difference.found ?? 'none'),
      ]),
    ],
    [3, 4],
    print,
  );
}

/** `npm run ops -- revenue audit [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]`: exits 1 on any difference. */
export const revenueCommand: OpsCommand = {
  usage: [
    'revenue audit [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]',
    '                                  revenue, payouts, fees and refunds from the events against the read models;',
    '                                  every difference listed, exit code 1 when there is one',
  ],
  async run([command, ...rest], open, { print }) {
    const { options, positional } = parseOptions(rest, ['from', 'to']);
    if (command !== 'audit' || positional.length > 0) return USAGE_ERROR;
    const period = RevenuePeriodSchema.safeParse({ from: options.from, to: options.to });
    if (!period.success) {
      print(
        `Expected --from and --to as YYYY-MM-DD, from before to: ${period.error.issues[0]?.message ?? ''}`,
      );
      return USAGE_ERROR;
    }
    if (logOutsidePostgres(print)) return 1;
    const { database } = await open();
    const audit = await auditRevenue(database.pool, period.data);
    if (options.json) print(JSON.stringify(audit, null, 2));
    else printAudit(audit, print);
    return audit.ok ? 0 : 1;
  },
};
