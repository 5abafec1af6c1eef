import type { ProviderMoneyRecord } from '@grandtour/commands';
import { describe, expect, it } from 'vitest';
import { reconcileMovements, type LedgerMovement } from './reconcile-providers.ts';

const movement = (
  kind: LedgerMovement['kind'],
  id: string,
  amountCents: number,
  bookingId = 'b1',
): LedgerMovement => ({
  bookingId,
  provider: 'stripe',
  kind,
  id,
  amountCents,
});
const record = (kind: ProviderMoneyRecord['kind'], id: string, amountCents: number): ProviderMoneyRecord => ({
  provider: 'stripe',
  kind,
  id,
  bookingId: null,
  amountCents,
  at: '2027-03-01T10:00:00.000Z',
});

describe('reconcileMovements', () => {
  it('matches every record to the ledger by provider, kind and id, to the cent', () => {
    const ledger = [
      movement('charge', 'pi_1', 252_000),
      movement('hold', 'pi_h', 500_000),
      movement('release', 'pi_h', 500_000),
    ];
    const records = [
      record('release', 'pi_h', 500_000),
      record('charge', 'pi_1', 252_000),
      record('hold', 'pi_h', 500_000),
    ];
    expect(reconcileMovements(ledger, records, ['stripe'])).toEqual({ matched: 3, mismatches: [] });
  });

  it('lists what is missing on either side and what differs, with the booking the ledger names', () => {
    const ledger = [
      movement('charge', 'pi_1', 252_000),
      movement('refund', 're_1', 1_000),
      movement('transfer', 'tr_1', 9_000, 'b2'),
    ];
    const records = [
      record('charge', 'pi_1', 251_999),
      record('transfer', 'tr_1', 9_000),
      record('capture', 'ch_9', 80_000),
    ];
    expect(reconcileMovements(ledger, records, ['stripe'])).toEqual({
      matched: 1,
      mismatches: [
        {
          bookingId: 'b1',
          provider: 'stripe',
          kind: 'charge',
          id: 'pi_1',
          problem: 'amount_differs',
          ledgerCents: 252_000,
          providerCents: 251_999,
        },
        {
          bookingId: 'b1',
          provider: 'stripe',
          kind: 'refund',
          id: 're_1',
          problem: 'missing_at_provider',
          ledgerCents: 1_000,
          providerCents: null,
        },
        {
          bookingId: null,
          provider: 'stripe',
          kind: 'capture',
          id: 'ch_9',
          problem: 'missing_in_ledger',
          ledgerCents: null,
          providerCents: 80_000,
        },
      ],
    });
  });

  it('sums several records of one object, and leaves out providers it did not consult', () => {
    const ledger = [
      movement('charge', 'pi_1', 3_000),
      { ...movement('charge', 'PAYPAL1', 5_000), provider: 'paypal' as const },
    ];
    const records = [record('charge', 'pi_1', 1_000), record('charge', 'pi_1', 2_000)];
    expect(reconcileMovements(ledger, records, ['stripe'])).toEqual({ matched: 1, mismatches: [] });
  });
});
