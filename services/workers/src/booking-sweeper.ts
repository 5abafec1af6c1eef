import type { BookingWorkflow, ClaimWorkflow, DepositWorkflow, RequestWorkflow } from '@grandtour/commands';
import type { BookingQueries, BookingToProcess, ClaimQueries, DepositQueries } from '@grandtour/projections';
import type pg from 'pg';
import type { DocumentRetention } from './driver-documents/document-retention.ts';
import type { RejectedDrivers } from './driver-documents/rejected-drivers.ts';
import type { PersonalDataErasure } from './personal-data/personal-data-erasure.ts';
import type { PersonalDataRetention } from './personal-data/personal-data-retention.ts';
import type { UnreadMessageEmails } from './notifications/unread-message-emails.ts';
import type { PayoutRun, PayoutRunReport } from './payouts/payout-run.ts';

export type SweepReport = {
  expired: number;
  /** Requests to book whose owner let the day pass (decision 85). */
  requestsExpired?: number;
  completed: number;
  settled: number;
  /** Deposit steps run: holds, renewals, releases (decision 68). */
  deposits: number;
  /** Damage claims left unanswered past their deadline, sent to the administrators (issue 23). */
  claimsEscalated?: number;
  /** Agreed claims whose settlement a crash had cut short, finished. */
  claimsSettled?: number;
  /** Drivers whose documents were erased, their retention over (decision 84). */
  documentsErased?: number;
  /** Bookings cancelled because their driver stood refused a day before pickup (issue 22). */
  driversRejected?: number;
  /** E-mails planned for messages left unread (decision 94). */
  unreadMessageEmails?: number;
  /** People erased (decision 99). */
  personalDataErased?: number;
  failed: number;
} & Partial<PayoutRunReport>;

const claimItems = (claims: { bookingId: string; claimId: string }[]) =>
  claims.map(({ bookingId, claimId }) => ({ id: bookingId, claimId }));

export interface BookingSweeper {
  sweepOnce(): Promise<SweepReport>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The booking's scheduled transitions: unpaid holds expire, unanswered requests expire, finished rentals complete, and any booking left
 * half-way (paid but unconfirmed, cancelled but not yet released or refunded) is carried to its end. Every step is
 * an idempotent command, so two nodes sweeping at once, or a sweep racing a request, cannot do anything twice.
 */
export function createBookingSweeper(deps: {
  workflow: BookingWorkflow;
  /** Requests to book expired once their owner's day has passed (decision 85). */
  requests?: RequestWorkflow;
  /** The deposit's schedule: each due step run, idempotently (decision 68). */
  deposits?: { workflow: DepositWorkflow; queries: DepositQueries };
  /** Damage claims: escalated after 72 hours of silence, settlements finished (issue 23). */
  claims?: { workflow: ClaimWorkflow; queries: ClaimQueries };
  bookings: BookingQueries;
  pool: pg.Pool;
  clock: () => Date;
  intervalMs: number;
  /** Owners' payouts, scheduled and paid after the bookings' own transitions. */
  payouts?: PayoutRun;
  /** The drivers' documents erased once their retention is over (decision 84). */
  documents?: DocumentRetention;
  /** Bookings of drivers still refused a day before pickup, cancelled and refunded in full. */
  rejectedDrivers?: RejectedDrivers;
  /** Messages left unread long enough, e-mailed to their recipient (decision 94). */
  unreadMessages?: UnreadMessageEmails;
  /** People whose erasure was asked for, erased (decision 99). */
  personalData?: PersonalDataErasure;
  /** What has no purpose left (contact messages, guests who never booked), asked to be erased first (decision 100). */
  personalDataRetention?: PersonalDataRetention;
  onError?: (error: unknown, bookingId: string | null) => void;
}): BookingSweeper {
  const onError = deps.onError ?? ((error: unknown) => console.error('Booking sweep:', error));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function each<Item extends Pick<BookingToProcess, 'id'>>(
    items: readonly Item[],
    act: (bookingId: string, item: Item) => Promise<boolean | void>,
  ) {
    let done = 0;
    let failed = 0;
    for (const item of items) {
      try {
        if ((await act(item.id, item)) !== false) done++;
      } catch (error) {
        failed++;
        onError(error, item.id);
      }
    }
    return { done, failed };
  }

  async function sweepOnce(): Promise<SweepReport> {
    const now = deps.clock();
    const expired = await each(await deps.bookings.expiredHolds(now), (id) => deps.workflow.expire(id));
    const requests = deps.requests;
    const requestsExpired = requests
      ? await each(await deps.bookings.expiredRequests(now), (id) => requests.expire(id))
      : { done: 0, failed: 0 };
    const completed = await each(await deps.bookings.finishedRentals(now), (id) =>
      deps.workflow.complete(id),
    );
    const settled = await each(await deps.bookings.unfinishedBusiness(now), (id) => deps.workflow.settle(id));
    const deposits = deps.deposits
      ? await each(
          (await deps.deposits.queries.dueSteps(now)).map((id) => ({ id })),
          async (id) => Boolean(await deps.deposits!.workflow.advance(id)),
        )
      : { done: 0, failed: 0 };
    const claims = deps.claims;
    const claimsEscalated = claims
      ? await each(claimItems(await claims.queries.unansweredClaims(now)), (bookingId, { claimId }) =>
          claims.workflow.escalate(bookingId, claimId),
        )
      : { done: 0, failed: 0 };
    // Claims are settled right after their answer: what is left here was cut short, and is finished now.
    const claimsSettled = claims
      ? await each(
          claimItems(await claims.queries.unsettledClaims()),
          async (bookingId, { claimId }) => (await claims.workflow.settle(bookingId, claimId)) === 'settled',
        )
      : { done: 0, failed: 0 };
    let driversRejected = 0;
    try {
      driversRejected = (await deps.rejectedDrivers?.cancelDue()) ?? 0;
    } catch (error) {
      onError(error, null);
    }
    let unreadMessageEmails = 0;
    let unreadFailed = 0;
    try {
      unreadMessageEmails = (await deps.unreadMessages?.planDue()) ?? 0;
    } catch (error) {
      unreadFailed = 1;
      onError(error, null);
    }
    const payouts = await deps.payouts?.runOnce();
    let documentsErased = 0;
    let documentsFailed = 0;
    try {
      documentsErased = (await deps.documents?.eraseDue()) ?? 0;
    } catch (error) {
      documentsFailed = 1;
      onError(error, null);
    }
    let personalDataErased = 0;
    let erasureFailed = 0;
    try {
      await deps.personalDataRetention?.requestDue();
      personalDataErased = (await deps.personalData?.finishRequested()) ?? 0;
    } catch (error) {
      erasureFailed = 1;
      onError(error, null);
    }
    // Housekeeping of the API's own memory: answers kept a day, sessions past their expiry.
    await deps.pool.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`);
    await deps.pool.query('DELETE FROM sessions WHERE expires_at <= now()');
    // Failed sign-ins whose series is over (a day without failure after its last lock-out, decision 51).
    await deps.pool.query(
      `DELETE FROM sign_in_failures
        WHERE updated_at < now() - interval '2 days' AND (locked_until IS NULL OR locked_until < now() - interval '1 day')`,
    );
    return {
      expired: expired.done,
      ...(requests ? { requestsExpired: requestsExpired.done } : {}),
      completed: completed.done,
      settled: settled.done,
      ...payouts,
      deposits: deposits.done,
      ...(claims ? { claimsEscalated: claimsEscalated.done, claimsSettled: claimsSettled.done } : {}),
      ...(deps.documents ? { documentsErased } : {}),
      ...(deps.rejectedDrivers ? { driversRejected } : {}),
      ...(deps.unreadMessages ? { unreadMessageEmails } : {}),
      ...(deps.personalData ? { personalDataErased } : {}),
      failed:
        erasureFailed +
        expired.failed +
        requestsExpired.failed +
        completed.failed +
        settled.failed +
        deposits.failed +
        claimsEscalated.failed +
        claimsSettled.failed +
        documentsFailed +
        unreadFailed,
    };
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepOnce()
        .catch((error: unknown) => onError(error, null))
        .finally(schedule);
    }, deps.intervalMs);
  }

  return {
    sweepOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
