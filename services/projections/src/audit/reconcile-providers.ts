import type { ProviderMoneyRecord, ProviderRecordKind } from '@grandtour/commands';

/** What the ledger says went through a provider's object: the sum of its provider-side entries, positive cents. */
export interface LedgerMovement {
  bookingId: string;
  provider: ProviderMoneyRecord['provider'];
  kind: ProviderRecordKind;
  id: string;
  amountCents: number;
}

export type MismatchProblem = 'missing_at_provider' | 'missing_in_ledger' | 'amount_differs';

export interface ProviderMismatch {
  bookingId: string | null;
  provider: ProviderMoneyRecord['provider'];
  kind: ProviderRecordKind;
  id: string;
  problem: MismatchProblem;
  ledgerCents: number | null;
  providerCents: number | null;
}

const keyOf = (item: { provider: string; kind: string; id: string }) =>
  `${item.provider}|${item.kind}|${item.id}`;

function summed<Item extends { provider: string; kind: string; id: string; amountCents: number }>(
  items: readonly Item[],
) {
  const byKey = new Map<string, Item>();
  for (const item of items) {
    const key = keyOf(item);
    const earlier = byKey.get(key);
    byKey.set(key, earlier ? { ...earlier, amountCents: earlier.amountCents + item.amountCents } : item);
  }
  return byKey;
}

/**
 * Matches every record of the consulted providers with the ledger's movements, by provider, kind and id, to the
 * cent. Movements through providers not consulted are left out (nothing to compare them with).
 */
export function reconcileMovements(
  ledger: readonly LedgerMovement[],
  records: readonly ProviderMoneyRecord[],
  consulted: readonly ProviderMoneyRecord['provider'][],
): { matched: number; mismatches: ProviderMismatch[] } {
  const expected = summed(ledger.filter((movement) => consulted.includes(movement.provider)));
  const found = summed(records);
  const mismatches: ProviderMismatch[] = [];
  let matched = 0;
  for (const [key, record] of found) {
    const movement = expected.get(key);
    const { provider, kind, id } = record;
    if (!movement)
      mismatches.push({
        bookingId: record.bookingId,
        provider,
        kind,
        id,
        problem: 'missing_in_ledger',
        ledgerCents: null,
        providerCents: record.amountCents,
      });
    else if (movement.amountCents !== record.amountCents)
      mismatches.push({
        bookingId: movement.bookingId,
        provider,
        kind,
        id,
        problem: 'amount_differs',
        ledgerCents: movement.amountCents,
        providerCents: record.amountCents,
      });
    else matched++;
  }
  for (const [key, movement] of expected)
    if (!found.has(key))
      mismatches.push({
        bookingId: movement.bookingId,
        provider: movement.provider,
        kind: movement.kind,
        id: movement.id,
        problem: 'missing_at_provider',
        ledgerCents: movement.amountCents,
        providerCents: null,
      });
  // By booking, those the ledger cannot name last.
  const order = (mismatch: ProviderMismatch) =>
    `${mismatch.bookingId === null ? 1 : 0}|${mismatch.bookingId}|${keyOf(mismatch)}`;
  mismatches.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  return { matched, mismatches };
}
