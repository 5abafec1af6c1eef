import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type { UserProfile } from './user.ts';
import { userDecider } from './user.ts';

const given = specFor(userDecider);
const now = '2026-11-22T10:00:00.000Z';
const profile: UserProfile = {
  userId: 'u-1',
  username: 'alaurent',
  email: 'Owner@GrandTour.Demo',
  firstName: 'Alexandre',
  lastName: 'Laurent',
  phone: null,
  userType: 'owner',
  address: null,
  city: 'Paris',
  country: 'France',
  zipCode: null,
  language: 'fr',
};
const passwordHash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA';

describe('user decider', () => {
  it('registers a user with a lower-cased e-mail and the hash, never a password', () => {
    given([])
      .when({ type: 'RegisterUser', data: { ...profile, passwordHash }, metadata: { now } })
      .then([
        {
          type: 'UserRegistered',
          data: { ...profile, email: 'owner@grandtour.demo', passwordHash, registeredAt: now },
        },
      ]);
  });

  it('refuses a second registration of the same account', () => {
    given([{ type: 'UserRegistered', data: { ...profile, passwordHash, registeredAt: now } }])
      .when({ type: 'RegisterUser', data: { ...profile, passwordHash }, metadata: { now } })
      .thenThrows('user_already_registered');
  });

  it('refuses anything that is not an argon2id hash', () => {
    given([])
      .when({ type: 'RegisterUser', data: { ...profile, passwordHash: 'secret123' }, metadata: { now } })
      .thenThrows('password_not_hashed');
  });
});
