import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingEvent } from './booking.ts';
import { at, confirmed, created, ids, paid } from './booking.spec-fixtures.ts';
import type { ClaimEvent } from './claim-events.ts';
import { settledDamagesCents } from './claim-state.ts';
import type { BookingCommand } from './decide-booking.ts';
import { bookingDecider } from './decide-booking.ts';
import { depositClaimOpen, payoutTransferCents } from './decide-payout.ts';
import { depositScheduleFactsOf, nextDepositStep } from './deposit-schedule.ts';

const given = specFor(bookingDecider);
const CUSTOMER = 'guest:1';
const HELD_AT = '2027-03-09T09:00:00.000Z';
const COMPLETED_AT = '2027-03-14T00:00:00.000Z';
const OPENED_AT = '2027-03-14T10:00:00.000Z';
const RESPOND_BY = '2027-03-17T10:00:00.000Z';
const held: BookingEvent = {
  type: 'DepositHeld',
  data: {
    bookingId: ids.bookingId,
    holdId: 'hold-1',
    provider: 'demo',
    method: 'card',
    amountCents: 500_000,
    expiresAt: '2027-03-18T09:00:00.000Z',
    offSession: true,
    sequence: 1,
    heldAt: HELD_AT,
  },
};
const completed: BookingEvent = { type: 'BookingCompleted', data: { ...ids, completedAt: COMPLETED_AT } };
const returned = [created, paid, confirmed, held, completed];
const photos = [{ objectKey: 'claims/b1/c1/photo-1.webp', sha256: 'a'.repeat(64) }];
const estimate = {
  objectKey: 'claims/b1/c1/estimate.pdf',
  sha256: 'b'.repeat(64),
  contentType: 'application/pdf',
};
const claimData = {
  claimId: 'c1',
  ownerId: ids.ownerId,
  amountCents: 120_000,
  description: 'Scratched door',
  photos,
  estimate,
};
const openClaim = (now = OPENED_AT, data: Partial<typeof claimData> = {}): BookingCommand => ({
  type: 'OpenClaim',
  data: { ...claimData, ...data },
  ...at(now),
});
const opened: ClaimEvent = {
  type: 'ClaimOpened',
  data: {
    bookingId: ids.bookingId,
    carId: ids.carId,
    ownerId: ids.ownerId,
    customerId: CUSTOMER,
    claimId: 'c1',
    amountCents: 120_000,
    description: 'Scratched door',
    photos,
    estimate,
    openedAt: OPENED_AT,
    respondBy: RESPOND_BY,
  },
};
const claimed = [...returned, opened];
const ANSWERED_AT = '2027-03-15T08:00:00.000Z';
const accept = (customerId = CUSTOMER, now = ANSWERED_AT): BookingCommand => ({
  type: 'AcceptClaim',
  data: { claimId: 'c1', customerId },
  ...at(now),
});
const accepted: ClaimEvent = {
  type: 'ClaimAccepted',
  data: {
    bookingId: ids.bookingId,
    claimId: 'c1',
    customerId: CUSTOMER,
    amountCents: 120_000,
    acceptedAt: ANSWERED_AT,
  },
};
const contest = (
  customerId = CUSTOMER,
  message = 'It was already there',
  now = ANSWERED_AT,
): BookingCommand => ({
  type: 'ContestClaim',
  data: { claimId: 'c1', customerId, message, photos: [] },
  ...at(now),
});
const contested: ClaimEvent = {
  type: 'ClaimContested',
  data: {
    bookingId: ids.bookingId,
    claimId: 'c1',
    customerId: CUSTOMER,
    amountCents: 120_000,
    message: 'It was already there',
    photos: [],
    contestedAt: ANSWERED_AT,
  },
};
const DECIDED_AT = '2027-03-16T09:00:00.000Z';
const decide = (amountCents: number, claimId = 'c1'): BookingCommand => ({
  type: 'DecideClaim',
  data: { claimId, adminId: 'admin-1', amountCents, note: 'Half of it was there at pickup' },
  ...at(DECIDED_AT),
});
const decided = (amountCents: number): ClaimEvent => ({
  type: 'ClaimDecided',
  data: {
    bookingId: ids.bookingId,
    claimId: 'c1',
    decidedBy: 'admin-1',
    amountCents,
    note: 'Half of it was there at pickup',
    decidedAt: DECIDED_AT,
  },
});
const captured = (amountCents: number): BookingEvent => ({
  type: 'DepositCaptured',
  data: {
    ...ids,
    holdId: 'hold-1',
    captureId: 'cap-1',
    amountCents,
    releasedCents: 500_000 - amountCents,
    claimId: 'c1',
    reason: 'Damage claim',
    capturedAt: '2027-03-15T08:01:00.000Z',
  },
});
const SETTLED_AT = '2027-03-15T08:02:00.000Z';
const settle: BookingCommand = { type: 'RecordClaimSettlement', data: { claimId: 'c1' }, ...at(SETTLED_AT) };
const settled = (agreedCents: number, capturedCents: number): ClaimEvent => ({
  type: 'ClaimSettled',
  data: {
    bookingId: ids.bookingId,
    claimId: 'c1',
    ownerId: ids.ownerId,
    agreedCents,
    capturedCents,
    excessCents: agreedCents - capturedCents,
    excess: agreedCents > capturedCents ? 'debt' : 'none',
    settledAt: SETTLED_AT,
  },
});
const decide700 = (events: BookingEvent[], command: BookingCommand) =>
  bookingDecider.decide(command, foldEvents(bookingDecider, events)) as BookingEvent[];
const state = (events: BookingEvent[]) => {
  const folded = foldEvents(bookingDecider, events);
  if (folded.status === 'none') throw new Error('no booking');
  return folded;
};

describe('opening a damage claim', () => {
  it('is the owner’s, within 24 hours of the return, with a deadline 72 hours on', () => {
    given(returned).when(openClaim()).then([opened]);
  });

  it('changes nothing when the same claim is opened again', () => {
    given(claimed).when(openClaim()).then([]);
  });

  it('is refused to anyone but the owner', () => {
    given(returned)
      .when(openClaim(OPENED_AT, { ownerId: 'owner-2' }))
      .thenThrows('forbidden');
  });

  it('is refused before the return and after the 24 hours', () => {
    given([created, paid, confirmed, held]).when(openClaim()).thenThrows('claim_not_returned');
    given(returned)
      .when(openClaim('2027-03-15T00:00:00.000Z'))
      .then([
        {
          ...opened,
          data: {
            ...opened.data,
            openedAt: '2027-03-15T00:00:00.000Z',
            respondBy: '2027-03-18T00:00:00.000Z',
          },
        },
      ]);
    given(returned).when(openClaim('2027-03-15T00:00:00.001Z')).thenThrows('claim_window_closed');
  });

  it('allows one open claim at a time', () => {
    given(claimed)
      .when(openClaim(OPENED_AT, { claimId: 'c2' }))
      .thenThrows('claim_already_open');
  });

  it('needs an amount in whole cents, above zero and within the cap', () => {
    for (const amountCents of [0, -5, 10.5, 10_000_001])
      given(returned).when(openClaim(OPENED_AT, { amountCents })).thenThrows('claim_amount_invalid');
  });

  it('needs a description and between 1 and 20 photos', () => {
    given(returned)
      .when(openClaim(OPENED_AT, { description: '  ' }))
      .thenThrows('claim_text_invalid');
    given(returned)
      .when(openClaim(OPENED_AT, { photos: [] }))
      .thenThrows('claim_photos_invalid');
    given(returned)
      .when(openClaim(OPENED_AT, { photos: Array.from({ length: 21 }, () => photos[0]!) }))
      .thenThrows('claim_photos_invalid');
  });

  it('keeps the deposit held past the claim window and the payout waiting while open', () => {
    const open = state(claimed);
    expect(depositClaimOpen(open)).toBe(true);
    const afterWindow = new Date('2027-03-16T01:00:00.000Z');
    expect(nextDepositStep(depositScheduleFactsOf(open, COMPLETED_AT), afterWindow)?.kind).toBe('renew');
    expect(nextDepositStep(depositScheduleFactsOf(state(returned), COMPLETED_AT), afterWindow)?.kind).toBe(
      'release',
    );
  });
});

describe('the customer’s answer', () => {
  it('accepts the amount claimed, once', () => {
    given(claimed).when(accept()).then([accepted]);
    given([...claimed, accepted])
      .when(accept())
      .then([]);
  });

  it('contests with a message', () => {
    given(claimed).when(contest()).then([contested]);
    given([...claimed, contested])
      .when(contest())
      .then([]);
  });

  it('is the customer’s only', () => {
    given(claimed).when(accept('user-2')).thenThrows('forbidden');
    given(claimed).when(contest('owner-1')).thenThrows('forbidden');
  });

  it('comes before the deadline', () => {
    given(claimed).when(accept(CUSTOMER, '2027-03-17T10:00:00.001Z')).thenThrows('claim_response_late');
    given(claimed)
      .when(contest(CUSTOMER, 'No', '2027-03-17T10:00:00.001Z'))
      .thenThrows('claim_response_late');
  });

  it('cannot contest without a message, nor answer a claim already answered', () => {
    given(claimed).when(contest(CUSTOMER, ' ')).thenThrows('claim_text_invalid');
    given([...claimed, accepted])
      .when(contest())
      .thenThrows('claim_not_answerable');
    given([...claimed, contested])
      .when(accept())
      .thenThrows('claim_not_answerable');
  });

  it('is refused for an unknown claim', () => {
    given(returned).when(accept()).thenThrows('claim_not_found');
  });
});

describe('escalation and the administrator’s decision', () => {
  const escalate = (now: string): BookingCommand => ({
    type: 'EscalateClaim',
    data: { claimId: 'c1' },
    ...at(now),
  });
  const escalated: ClaimEvent = {
    type: 'ClaimEscalated',
    data: { bookingId: ids.bookingId, claimId: 'c1', escalatedAt: '2027-03-17T10:00:01.000Z' },
  };

  it('escalates a claim left unanswered past its deadline, and only then', () => {
    given(claimed).when(escalate(RESPOND_BY)).then([]);
    given(claimed).when(escalate('2027-03-17T10:00:01.000Z')).then([escalated]);
    given([...claimed, accepted])
      .when(escalate('2027-03-17T10:00:01.000Z'))
      .then([]);
  });

  it('decides a contested or escalated claim for up to the amount claimed', () => {
    given([...claimed, contested])
      .when(decide(60_000))
      .then([decided(60_000)]);
    given([...claimed, escalated])
      .when(decide(0))
      .then([decided(0)]);
  });

  it('refuses a decision on a claim still waiting for the customer or already agreed', () => {
    given(claimed).when(decide(60_000)).thenThrows('claim_not_decidable');
    given([...claimed, accepted])
      .when(decide(60_000))
      .thenThrows('claim_not_decidable');
  });

  it('refuses an amount above the claim', () => {
    given([...claimed, contested])
      .when(decide(120_001))
      .thenThrows('claim_amount_invalid');
  });
});

describe('settlement', () => {
  it('waits for the deposit’s capture, then records what it took', () => {
    given([...claimed, accepted])
      .when(settle)
      .thenThrows('claim_capture_pending');
    given([...claimed, accepted, captured(120_000)])
      .when(settle)
      .then([settled(120_000, 120_000)]);
    given([...claimed, accepted, captured(120_000), settled(120_000, 120_000)])
      .when(settle)
      .then([]);
  });

  it('records what the deposit could not cover as a debt', () => {
    const big = { ...opened, data: { ...opened.data, amountCents: 700_000 } };
    const agreed = { ...accepted, data: { ...accepted.data, amountCents: 700_000 } };
    given([...returned, big, agreed, captured(500_000)])
      .when(settle)
      .then([settled(700_000, 500_000)]);
  });

  it('charges the excess to the card only with the customer’s consent, and counts it towards the damages paid', () => {
    const big = { ...opened, data: { ...opened.data, amountCents: 700_000 } };
    const acceptCommand: BookingCommand = {
      type: 'AcceptClaim',
      data: { claimId: 'c1', customerId: CUSTOMER, chargeExcessToCard: true },
      ...at(ANSWERED_AT),
    };
    const [consented] = decide700([...returned, big], acceptCommand);
    expect(consented).toMatchObject({ type: 'ClaimAccepted', data: { chargeExcessToCard: true } });
    const excessCharge = {
      chargeId: 'pi-2',
      captureId: 'cap-2',
      amountCents: 200_000,
      provider: 'demo' as const,
    };
    const chargeSettle: BookingCommand = {
      type: 'RecordClaimSettlement',
      data: { claimId: 'c1', excessCharge },
      ...at(SETTLED_AT),
    };
    const events = [...returned, big, consented!, captured(500_000)];
    given(events)
      .when(chargeSettle)
      .then([
        {
          ...settled(700_000, 500_000),
          data: { ...settled(700_000, 500_000).data, excess: 'charged', excessCharge },
        } as ClaimEvent,
      ]);
    const after = state([...events, ...decide700(events, chargeSettle)]);
    expect(settledDamagesCents(after.claims)).toBe(700_000);
    // Without consent, or for another amount than the excess, no charge can be recorded.
    const agreed = { ...accepted, data: { ...accepted.data, amountCents: 700_000 } };
    expect(() => decide700([...returned, big, agreed, captured(500_000)], chargeSettle)).toThrow(/consent/);
    expect(() =>
      decide700(events, {
        ...chargeSettle,
        data: { claimId: 'c1', excessCharge: { ...excessCharge, amountCents: 1 } },
      }),
    ).toThrow(/consent/);
  });

  it('settles a claim decided at nothing without a capture', () => {
    given([...claimed, contested, decided(0)])
      .when(settle)
      .then([settled(0, 0)]);
  });

  it('refuses to settle before an amount is agreed', () => {
    given(claimed).when(settle).thenThrows('claim_not_agreed');
  });

  it('lets the payout go with the damages on top, without commission', () => {
    const scheduled: BookingEvent = {
      type: 'PayoutScheduled',
      data: {
        ...ids,
        payoutId: 'p1',
        grossCents: 315_000,
        commissionCents: 31_500,
        netCents: 283_500,
        commissionRateBps: 1000,
        dueAt: '2027-03-16T00:00:00.000Z',
        scheduledAt: COMPLETED_AT,
      },
    };
    const done = state([
      ...returned,
      scheduled,
      opened,
      accepted,
      captured(120_000),
      settled(120_000, 120_000),
    ]);
    expect(depositClaimOpen(done)).toBe(false);
    expect(payoutTransferCents(done)).toBe(283_500 + 120_000);
    const send = (amountCents: number): BookingCommand => ({
      type: 'RecordPayoutSent',
      data: { provider: 'demo', accountId: 'acct', transferId: 'tr-1', amountCents },
      ...at('2027-03-16T01:00:00.000Z'),
    });
    given([...returned, scheduled, opened])
      .when(send(283_500))
      .thenThrows('payout_claim_open');
    given([...returned, scheduled, opened, accepted, captured(120_000), settled(120_000, 120_000)])
      .when(send(283_500))
      .thenThrows('payout_amount_mismatch');
    const [sent] = bookingDecider.decide(send(403_500), done);
    expect(sent).toMatchObject({ type: 'PayoutSent', data: { amountCents: 403_500, damagesCents: 120_000 } });
  });
});

describe('withdrawal', () => {
  const withdraw = (ownerId = ids.ownerId): BookingCommand => ({
    type: 'WithdrawClaim',
    data: { claimId: 'c1', ownerId },
    ...at(ANSWERED_AT),
  });
  const withdrawn: ClaimEvent = {
    type: 'ClaimWithdrawn',
    data: { bookingId: ids.bookingId, claimId: 'c1', ownerId: ids.ownerId, withdrawnAt: ANSWERED_AT },
  };

  it('is the owner’s while the claim is open, and frees the deposit', () => {
    given(claimed).when(withdraw()).then([withdrawn]);
    given([...claimed, contested])
      .when(withdraw())
      .then([withdrawn]);
    given([...claimed, withdrawn])
      .when(withdraw())
      .then([]);
    expect(depositClaimOpen(state([...claimed, withdrawn]))).toBe(false);
  });

  it('is refused to others and once an amount is agreed', () => {
    given(claimed).when(withdraw('owner-2')).thenThrows('forbidden');
    given([...claimed, accepted])
      .when(withdraw())
      .thenThrows('claim_not_withdrawable');
  });
});
