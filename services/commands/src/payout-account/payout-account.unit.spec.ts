import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import type { PayoutAccountEvent } from './payout-account-events.ts';
import { payoutAccountDecider, type PayoutAccountCommand } from './payout-account.ts';

const ownerId = 'owner-1';
const at = '2026-05-01T10:00:00.000Z';

/** Runs the commands in turn, as the command handler would, and returns every event and the final state. */
function run(commands: PayoutAccountCommand[]) {
  const events: PayoutAccountEvent[] = [];
  for (const command of commands)
    events.push(...payoutAccountDecider.decide(command, foldEvents(payoutAccountDecider, events)));
  return { events, state: foldEvents(payoutAccountDecider, events) };
}

const open = (accountId: string): PayoutAccountCommand => ({
  type: 'OpenPayoutAccount',
  data: { ownerId, provider: 'demo', accountId },
  metadata: { now: at },
});
const onboarded = (accountId: string): PayoutAccountCommand => ({
  type: 'RecordPayoutAccountStatus',
  data: { ownerId, accountId, detailsSubmitted: true, payoutsEnabled: true },
  metadata: { now: at },
});
const replace = (accountId: string): PayoutAccountCommand => ({
  type: 'ReplacePayoutAccount',
  data: { ownerId, accountId },
  metadata: { now: at },
});

describe('the payout account decider (decision 76)', () => {
  it('makes the first account active once it can be paid; repeats change nothing', () => {
    const { events, state } = run([open('acct_1'), open('acct_1'), onboarded('acct_1'), onboarded('acct_1')]);
    expect(events.map((event) => event.type)).toEqual(['PayoutAccountOpened', 'PayoutAccountStatusChecked']);
    expect(state.active).toMatchObject({ accountId: 'acct_1', payoutsEnabled: true });
    expect(state.pending).toBeNull();
  });

  it('replaces the active account only with an onboarded one, pausing payouts 24 hours', () => {
    expect(() => run([open('acct_1'), onboarded('acct_1'), open('acct_2'), replace('acct_2')])).toThrow(
      expect.objectContaining({ code: 'payout_account_not_ready' }),
    );
    const { events, state } = run([
      open('acct_1'),
      onboarded('acct_1'),
      open('acct_2'),
      onboarded('acct_2'),
      replace('acct_2'),
      replace('acct_2'),
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'PayoutAccountReplaced',
      data: {
        previousAccountId: 'acct_1',
        accountId: 'acct_2',
        payoutsPausedUntil: '2026-05-02T10:00:00.000Z',
      },
    });
    expect(events.filter((event) => event.type === 'PayoutAccountReplaced')).toHaveLength(1);
    expect(state).toMatchObject({ active: { accountId: 'acct_2' }, pending: null });
  });

  it('refuses the status of an account it does not know', () => {
    expect(() => run([onboarded('acct_x')])).toThrow(
      expect.objectContaining({ code: 'payout_account_missing' }),
    );
  });
});
