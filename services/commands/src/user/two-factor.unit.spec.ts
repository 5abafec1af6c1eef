import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { twoFactorDecider, type TwoFactorCommand, type TwoFactorEvent } from './two-factor.ts';
import type { UserEvent } from './user.ts';

const now = '2026-05-01T10:00:00.000Z';
const registered = (userType: 'owner' | 'client'): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    username: 'u1',
    email: 'u1@example.fr',
    firstName: 'A',
    lastName: 'B',
    phone: null,
    userType,
    address: null,
    city: null,
    country: null,
    zipCode: null,
    language: 'fr',
    passwordHash: '$argon2id$x',
    registeredAt: now,
  },
});
const hashes = Array.from({ length: 10 }, (_, index) => `hash-${index}`);
const enable: TwoFactorCommand = {
  type: 'EnableTwoFactor',
  data: { userId: 'u1', secretSealed: 'sealed', recoveryCodeHashes: hashes },
  metadata: { now },
};
const use = (codeHash: string): TwoFactorCommand => ({
  type: 'UseRecoveryCode',
  data: { userId: 'u1', codeHash },
  metadata: { now },
});

function run(history: (UserEvent | TwoFactorEvent)[], commands: TwoFactorCommand[]) {
  const events = [...history];
  for (const command of commands)
    events.push(...twoFactorDecider.decide(command, foldEvents(twoFactorDecider, events)));
  return { events, state: foldEvents(twoFactorDecider, events) };
}

describe('the second factor on the user stream (decision 75)', () => {
  it('is offered to owners, not to clients', () => {
    expect(run([registered('owner')], [enable]).state).toMatchObject({
      status: 'on',
      secretSealed: 'sealed',
    });
    expect(() => run([registered('client')], [enable])).toThrow(
      expect.objectContaining({ code: 'second_factor_not_offered' }),
    );
  });

  it('lets each recovery code be used once', () => {
    const { state } = run([registered('owner')], [enable, use('hash-3')]);
    expect(state.status === 'on' && state.unusedRecoveryCodeHashes).toHaveLength(9);
    expect(() => run([registered('owner')], [enable, use('hash-3'), use('hash-3')])).toThrow(
      expect.objectContaining({ code: 'second_factor_invalid' }),
    );
  });

  it('turns off once; a repeat appends nothing', () => {
    const off: TwoFactorCommand = { type: 'DisableTwoFactor', data: { userId: 'u1' }, metadata: { now } };
    const { events, state } = run([registered('owner')], [enable, off, off]);
    expect(events.map((event) => event.type)).toEqual([
      'UserRegistered',
      'TwoFactorEnabled',
      'TwoFactorDisabled',
    ]);
    expect(state.status).toBe('off');
  });
});
