import type { LedgerNamedObject, ProviderMoneyRecord, ProviderRecords } from '@grandtour/commands';
import { countEventsAfter, integerFromDatabase, type SqlExecutor } from '@grandtour/event-store';
import type pg from 'pg';
import { LEDGER_EVENT_TYPES } from '../ledger/ledger-entries.ts';
import { reconcileMovements, type LedgerMovement, type ProviderMismatch } from './reconcile-providers.ts';

/** What the ledger itself gets wrong, whatever the providers say. */
export interface LedgerProblem {
  bookingId: string;
  /** An event whose entries do not sum to zero; a booking paid out that still owes (or is owed by) its owner. */
  problem: 'event_unbalanced' | 'owner_payable_after_payout';
  /** The event's id, or the booking's account. */
  id: string;
  cents: number;
}

export interface ProviderReconciliation {
  providers: ProviderMoneyRecord['provider'][];
  records: number;
  matched: number;
  mismatches: ProviderMismatch[];
  ledgerProblems: LedgerProblem[];
  /** Money events the ledger projection has not reached yet: what they moved can show as missing in the ledger. */
  notYetProjected: number;
  ok: boolean;
}

/** Every provider-side entry of the ledger, summed per provider object and movement. */
export async function ledgerMovements(sql: SqlExecutor): Promise<LedgerMovement[]> {
  const { rows } = await sql.query(
    `SELECT min(booking_id::text) AS booking_id, provider, movement, provider_ref, sum(abs(amount_cents)) AS cents
       FROM ledger_entries WHERE movement IS NOT NULL AND provider IS NOT NULL AND provider_ref IS NOT NULL
      GROUP BY provider, movement, provider_ref`,
  );
  return rows.map((row) => ({
    bookingId: String(row.booking_id),
    provider: row.provider as LedgerMovement['provider'],
    kind: row.movement as LedgerMovement['kind'],
    id: String(row.provider_ref),
    amountCents: integerFromDatabase(row.cents),
  }));
}

/** The provider's objects the ledger names: what Stripe's and PayPal's records are looked up by. */
export async function ledgerNamedObjects(
  sql: SqlExecutor,
  provider: ProviderMoneyRecord['provider'],
): Promise<LedgerNamedObject[]> {
  return (await ledgerMovements(sql))
    .filter((movement) => movement.provider === provider)
    .map(({ kind, id, bookingId }) => ({ provider, kind, id, bookingId }));
}

async function ledgerProblems(sql: SqlExecutor): Promise<LedgerProblem[]> {
  const unbalanced = await sql.query(
    `SELECT min(booking_id::text) AS booking_id, event_id, sum(amount_cents) AS cents FROM ledger_entries
      GROUP BY event_id HAVING sum(amount_cents) <> 0`,
  );
  const owed = await sql.query(
    `SELECT booking_id::text AS booking_id, sum(amount_cents) AS cents FROM ledger_entries
      WHERE account = 'owner_payable'
        AND booking_id IN (SELECT booking_id FROM ledger_entries WHERE movement = 'transfer')
      GROUP BY booking_id HAVING sum(amount_cents) <> 0`,
  );
  return [
    ...unbalanced.rows.map((row) => ({
      bookingId: String(row.booking_id),
      problem: 'event_unbalanced' as const,
      id: String(row.event_id),
      cents: integerFromDatabase(row.cents),
    })),
    ...owed.rows.map((row) => ({
      bookingId: String(row.booking_id),
      problem: 'owner_payable_after_payout' as const,
      id: 'owner_payable',
      cents: integerFromDatabase(row.cents),
    })),
  ];
}

async function ledgerLag(sql: SqlExecutor): Promise<number> {
  const { rows } = await sql.query(
    `SELECT commit_position::text AS commit, prepare_position::text AS prepare
       FROM projection_checkpoints WHERE name = 'ledger'`,
  );
  const row = rows[0] as { commit: string; prepare: string } | undefined;
  const after = row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
  return countEventsAfter(sql, after, LEDGER_EVENT_TYPES);
}

/**
 * Every charge, refund, hold, capture, release and transfer each provider recorded, matched to the ledger to the
 * cent (decision 78). The providers are read first, then the ledger: money moving meanwhile (a transfer being
 * recorded) can show on one side only; such a line goes away when the command is run again.
 */
export async function reconcileWithProviders(
  pool: pg.Pool,
  sources: readonly ProviderRecords[],
  since = new Date(0),
): Promise<ProviderReconciliation> {
  const records: ProviderMoneyRecord[] = [];
  for (const source of sources) for await (const record of source.list(since)) records.push(record);
  const providers = sources.map((source) => source.provider);
  const { matched, mismatches } = reconcileMovements(await ledgerMovements(pool), records, providers);
  const problems = await ledgerProblems(pool);
  return {
    providers,
    records: records.length,
    matched,
    mismatches,
    ledgerProblems: problems,
    notYetProjected: await ledgerLag(pool),
    ok: mismatches.length === 0 && problems.length === 0,
  };
}
