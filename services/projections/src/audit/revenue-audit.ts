import {
  inTransaction,
  NO_STATEMENT_TIMEOUT,
  readEventLog,
  type LogPosition,
  type RecordedEvent,
} from '@grandtour/event-store';
import type { RevenueAudit, RevenuePeriod } from '@grandtour/shared';
import type pg from 'pg';
import { compareRevenue } from './compare-revenue.ts';
import { expectedRevenue, REVENUE_EVENT_TYPES } from './expected-revenue.ts';
import { recordedRevenue } from './recorded-revenue.ts';

const PAGE = 10_000;

/**
 * Recomputes platform revenue, owner payouts, fees and refunds from the booking events and lists every figure of
 * the read models that differs. Events and read models are read in one repeatable-read snapshot, so a booking
 * written during the audit is either entirely in both or in neither.
 */
export async function auditRevenue(pool: pg.Pool, period: RevenuePeriod = {}): Promise<RevenueAudit> {
  const { events, recorded } = await inTransaction(
    pool,
    async (client) => {
      const events: RecordedEvent[] = [];
      for (let after: LogPosition | undefined; ;) {
        // Within the snapshot every committed event is visible and nothing more can commit into it: no gap to wait for.
        const page = await readEventLog(client, {
          after,
          limit: PAGE,
          types: REVENUE_EVENT_TYPES,
          gapFree: false,
        });
        if (page.length === 0) break;
        events.push(...page);
        after = page.at(-1)!.metadata.logPosition;
      }
      return { events, recorded: await recordedRevenue(client) };
    },
    { begin: 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', settings: [NO_STATEMENT_TIMEOUT] },
  );
  return compareRevenue(expectedRevenue(events), recorded, period);
}
