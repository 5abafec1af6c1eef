import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export const userStreamName = (userId: string) => `user-${userId}`;

/** Administrators are not offered at registration: operators create them (`npm run ops -- admin create`). */
export type UserType = 'client' | 'owner' | 'admin';

export interface UserProfile {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  userType: UserType;
  address: string | null;
  city: string | null;
  country: string | null;
  zipCode: string | null;
  language: string;
  /** Added after the first accounts: older events lack them. */
  dateOfBirth?: string | null;
  drivingLicenseNumber?: string | null;
}

/** The password arrives already hashed (argon2id): hashing is slow and random, so it stays out of the decider. */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  UserProfile & { passwordHash: string; registeredAt: string }
>;
export type UserEvent = UserRegistered;
export const USER_EVENT_TYPES: readonly UserEvent['type'][] = ['UserRegistered'];

export type RegisterUser = {
  type: 'RegisterUser';
  data: UserProfile & { passwordHash: string };
  metadata: { now: string };
};

export type UserState = { status: 'none' } | { status: 'registered'; userType: UserType };

export const userDecider: Decider<RegisterUser, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'registered', userType: event.data.userType }),
  decide(command, state) {
    if (state.status === 'registered') {
      throw new DomainError('user_already_registered', 'conflict', 'This account already exists');
    }
    if (!command.data.passwordHash.startsWith('$argon2id$')) {
      throw new DomainError('password_not_hashed', 'rule', 'Passwords are stored as argon2id hashes only');
    }
    return [
      {
        type: 'UserRegistered',
        data: {
          ...command.data,
          email: command.data.email.toLowerCase(),
          registeredAt: command.metadata.now,
        },
      },
    ];
  },
};
