import type { ProviderRecords } from '@grandtour/commands';
import { selectProviderRecords } from '@grandtour/payments';
import {
  auditRevenue,
  ledgerNamedObjects,
  reconcileWithProviders,
  type ProviderReconciliation,
} from '@grandtour/projections';
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
  type OpsContext,
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

const PROBLEMS = {
  missing_at_provider: 'missing at the provider',
  missing_in_ledger: 'missing in the ledger',
  amount_differs: 'amount differs',
  event_unbalanced: 'entries do not sum to 0',
  owner_payable_after_payout: 'owner still owed after payout',
} as const;

export function printReconciliation(reconciliation: ProviderReconciliation, print: OpsOutput['print']) {
  const { providers, records, matched, mismatches, ledgerProblems, notYetProjected } = reconciliation;
  print('');
  print(
    `Reconciliation with the providers (${providers.join(', ')}): ${records} provider record(s), ${matched} matched to the ledger to the cent.`,
  );
  if (notYetProjected > 0)
    print(
      `The ledger has ${notYetProjected} money event(s) not yet projected: what they moved shows as missing.`,
    );
  if (mismatches.length + ledgerProblems.length === 0) {
    print('No mismatch: every charge, refund, hold, capture, release and transfer matches the ledger.');
    return;
  }
  print(`${mismatches.length + ledgerProblems.length} mismatch(es), in cents:`);
  table(
    [
      ['booking', 'provider', 'kind', 'id', 'problem', 'ledger', 'provider'],
      ...mismatches.map((mismatch) => [
        mismatch.bookingId ?? '?',
        mismatch.provider,
        mismatch.kind,
        mismatch.id,
        PROBLEMS[mismatch.problem],
        String(mismatch.ledgerCents ?? 'none'),
        String(mismatch.providerCents ?? 'none'),
      ]),
      ...ledgerProblems.map((problem) => [
        problem.bookingId,
        'ledger',
        problem.problem === 'event_unbalanced' ? 'event' : 'account',
        problem.id,
        PROBLEMS[problem.problem],
        String(problem.cents),
        '',
      ]),
    ],
    [5, 6],
    print,
  );
}

/** The providers' records as configured: the demo provider's tables, Stripe and PayPal when their keys are set. */
const configuredRecords = (context: OpsContext) =>
  selectProviderRecords(context.config, context.database.pool, (provider) =>
    ledgerNamedObjects(context.database.pool, provider),
  );

/**
 * `npm run ops -- revenue audit [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]`: the revenue audit, then the ledger
 * reconciled with the providers' records (decision 78); exits 1 on any difference or mismatch.
 */
export function createRevenueCommand(
  providerRecords: (context: OpsContext) => readonly ProviderRecords[] = configuredRecords,
): OpsCommand {
  return {
    usage: [
      'revenue audit [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]',
      '                                  revenue, payouts, fees and refunds from the events against the read models,',
      '                                  then every charge, refund, hold, capture, release and transfer the providers',
      '                                  recorded against the ledger; every difference listed, exit code 1 when there is one',
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
      const context = await open();
      const audit = await auditRevenue(context.database.pool, period.data);
      // All time: a hold taken in one period is captured or let go in the next.
      const reconciliation = await reconcileWithProviders(context.database.pool, providerRecords(context));
      if (options.json) print(JSON.stringify({ ...audit, reconciliation }, null, 2));
      else {
        printAudit(audit, print);
        printReconciliation(reconciliation, print);
      }
      return audit.ok && reconciliation.ok ? 0 : 1;
    },
  };
}

export const revenueCommand: OpsCommand = createRevenueCommand();
