import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { UserEvent } from './user.ts';

/*
 * The second factor of an owner's or an administrator's account (issue 21, decision 75): a TOTP secret (RFC 6238),
 * kept sealed (AES-256-GCM, the key outside the log), and ten single-use recovery codes kept as SHA-256 hashes
 * (random codes of 50 bits: a fast hash is enough, and a code is found by its hash). Events of the user stream.
 * Checking a code needs the secret and the time: the API does it, the decider keeps the rules of the state.
 */

export type TwoFactorEnabled = DomainEvent<
  'TwoFactorEnabled',
  { userId: string; secretSealed: string; recoveryCodeHashes: string[]; enabledAt: string }
>;
export type TwoFactorDisabled = DomainEvent<'TwoFactorDisabled', { userId: string; disabledAt: string }>;
export type RecoveryCodeUsed = DomainEvent<
  'RecoveryCodeUsed',
  { userId: string; codeHash: string; usedAt: string }
>;
export type TwoFactorEvent = TwoFactorEnabled | TwoFactorDisabled | RecoveryCodeUsed;
export const TWO_FACTOR_EVENT_TYPES: readonly TwoFactorEvent['type'][] = [
  'TwoFactorEnabled',
  'TwoFactorDisabled',
  'RecoveryCodeUsed',
];

export type EnableTwoFactor = {
  type: 'EnableTwoFactor';
  data: { userId: string; secretSealed: string; recoveryCodeHashes: string[] };
  metadata: { now: string };
};
export type DisableTwoFactor = {
  type: 'DisableTwoFactor';
  data: { userId: string };
  metadata: { now: string };
};
export type UseRecoveryCode = {
  type: 'UseRecoveryCode';
  data: { userId: string; codeHash: string };
  metadata: { now: string };
};
export type TwoFactorCommand = EnableTwoFactor | DisableTwoFactor | UseRecoveryCode;

export type TwoFactorState =
  | { status: 'unregistered' }
  | { status: 'off'; userType: string }
  | { status: 'on'; userType: string; secretSealed: string; unusedRecoveryCodeHashes: string[] };

export const RECOVERY_CODE_COUNT = 10;
/** Who may turn on a second factor: the accounts that hold money or power. */
const SECOND_FACTOR_USERS = new Set(['owner', 'admin']);

export function evolveTwoFactor(state: TwoFactorState, event: UserEvent | TwoFactorEvent): TwoFactorState {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'off', userType: event.data.userType };
    case 'TwoFactorEnabled':
      if (state.status === 'unregistered') return state;
      return {
        status: 'on',
        userType: state.userType,
        secretSealed: event.data.secretSealed,
        unusedRecoveryCodeHashes: event.data.recoveryCodeHashes,
      };
    case 'TwoFactorDisabled':
      return state.status === 'on' ? { status: 'off', userType: state.userType } : state;
    case 'RecoveryCodeUsed':
      if (state.status !== 'on') return state;
      return {
        ...state,
        unusedRecoveryCodeHashes: state.unusedRecoveryCodeHashes.filter(
          (hash) => hash !== event.data.codeHash,
        ),
      };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const twoFactorDecider: Decider<TwoFactorCommand, UserEvent | TwoFactorEvent, TwoFactorState> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: evolveTwoFactor,
  decide(command, state) {
    if (state.status === 'unregistered')
      throw new DomainError('account_not_found', 'not_found', 'No such account');
    const { userId } = command.data;
    const at = command.metadata.now;
    switch (command.type) {
      case 'EnableTwoFactor': {
        if (!SECOND_FACTOR_USERS.has(state.userType))
          throw new DomainError('second_factor_not_offered', 'forbidden', 'Owners and administrators only');
        if (state.status === 'on')
          throw new DomainError(
            'second_factor_already_on',
            'conflict',
            'Two-step verification is already on',
          );
        const { secretSealed, recoveryCodeHashes } = command.data;
        if (new Set(recoveryCodeHashes).size !== RECOVERY_CODE_COUNT)
          throw new DomainError(
            'recovery_codes_invalid',
            'rule',
            `${RECOVERY_CODE_COUNT} distinct codes expected`,
          );
        return [
          { type: 'TwoFactorEnabled', data: { userId, secretSealed, recoveryCodeHashes, enabledAt: at } },
        ];
      }
      case 'DisableTwoFactor':
        // Turning off what is off changes nothing (a retried request).
        return state.status === 'on' ? [{ type: 'TwoFactorDisabled', data: { userId, disabledAt: at } }] : [];
      case 'UseRecoveryCode': {
        const { codeHash } = command.data;
        if (state.status !== 'on' || !state.unusedRecoveryCodeHashes.includes(codeHash))
          throw new DomainError(
            'second_factor_invalid',
            'forbidden',
            'Unknown or already used recovery code',
          );
        return [{ type: 'RecoveryCodeUsed', data: { userId, codeHash, usedAt: at } }];
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
