import { describe, expect, it } from 'vitest';
import { planUnreadEmail, unreadDeliveryId, type UnreadRecipient } from './plan-unread-messages.ts';

const ID = '6f1c1e4e-7d3b-4a51-9c39-0d3f3f0b5a10';
const T0 = Date.parse('2027-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const message = (seq: number, minutes: number) => ({ seq, postedAt: at(minutes).toISOString() });
const owner = (state: Partial<UnreadRecipient> = {}): UnreadRecipient => ({
  conversationId: ID,
  recipient: 'owner',
  readSeq: 0,
  ownSeq: 0,
  emailedSeq: 0,
  messages: [message(1, 0), message(2, 3)],
  ...state,
});

describe('the e-mail of messages left unread', () => {
  it('is not due before the first unread message has waited ten minutes', () => {
    expect(planUnreadEmail(owner(), at(9.99))).toBeNull();
  });

  it('covers the whole batch in one e-mail once its first message has waited ten minutes', () => {
    expect(planUnreadEmail(owner(), at(10))).toEqual({
      job: {
        kind: 'conversation',
        deliveryId: `conversation:${ID}:owner-messages-unread:2`,
        template: 'owner-messages-unread',
        conversationId: ID,
        lastSeq: 2,
      },
      runAt: at(10),
    });
  });

  it('goes to the customer with their own template when the owner wrote', () => {
    const planned = planUnreadEmail(owner({ recipient: 'customer' }), at(10));
    expect(planned?.job).toMatchObject({ template: 'messages-unread', lastSeq: 2 });
    expect(planned?.job.deliveryId).toBe(unreadDeliveryId(ID, 'customer', 2));
  });

  it('plans the same delivery from the same state, so a second sweep cannot send a second e-mail', () => {
    expect(planUnreadEmail(owner(), at(11))?.job.deliveryId).toBe(
      planUnreadEmail(owner(), at(25))?.job.deliveryId,
    );
  });

  it('plans nothing once the recipient read the messages, or answered them', () => {
    expect(planUnreadEmail(owner({ readSeq: 2 }), at(60))).toBeNull();
    expect(
      planUnreadEmail(owner({ ownSeq: 3, messages: [message(1, 0), message(2, 3)] }), at(60)),
    ).toBeNull();
  });

  it('starts a new batch after a read mark, counted from its own first message', () => {
    const state = owner({ readSeq: 1, messages: [message(1, 0), message(2, 8)] });
    expect(planUnreadEmail(state, at(17))).toBeNull();
    expect(planUnreadEmail(state, at(18))?.job).toMatchObject({ lastSeq: 2 });
  });

  it('leaves out what an earlier e-mail covered, and e-mails what came after it ten minutes later', () => {
    const state = owner({ emailedSeq: 2, messages: [message(1, 0), message(2, 3), message(3, 12)] });
    expect(planUnreadEmail({ ...state, messages: state.messages.slice(0, 2) }, at(40))).toBeNull();
    expect(planUnreadEmail(state, at(21))).toBeNull();
    expect(planUnreadEmail(state, at(22))?.job).toMatchObject({
      deliveryId: `conversation:${ID}:owner-messages-unread:3`,
      lastSeq: 3,
    });
  });

  it('plans nothing when nothing came from the other side', () => {
    expect(planUnreadEmail(owner({ messages: [] }), at(60))).toBeNull();
  });
});
