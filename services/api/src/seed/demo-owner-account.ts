import type { EventStore } from '@grandtour/event-store';
import { handleCommand, userDecider, userStreamName } from '@grandtour/commands';
import argon2 from 'argon2';
import { DEMO_OWNERS } from './demo-owners.ts';

/** The back-office demo account, documented in the README. Not a secret: it only opens the demo fleet. */
export const DEMO_OWNER_ACCOUNT = {
  username: 'alexandre.laurent',
  email: 'owner@grandtour.demo',
  password: 'GrandTour-Demo-2026',
};

/** Registers the demo owner once; the password is hashed only when the account does not exist yet. */
export async function seedDemoOwnerAccount(store: EventStore, now: Date): Promise<boolean> {
  const owner = DEMO_OWNERS.elysee;
  const stream = userStreamName(owner.ownerId);
  if ((await store.readStream(stream)).currentVersion > 0) return false;
  const passwordHash = await argon2.hash(DEMO_OWNER_ACCOUNT.password, { type: argon2.argon2id });
  await handleCommand(store, stream, userDecider, {
    type: 'RegisterUser',
    data: {
      userId: owner.ownerId,
      username: DEMO_OWNER_ACCOUNT.username,
      email: DEMO_OWNER_ACCOUNT.email,
      firstName: 'Alexandre',
      lastName: 'Laurent',
      phone: '+33 1 86 95 20 26',
      userType: 'owner',
      address: '8 avenue Montaigne',
      city: 'Paris',
      country: 'France',
      zipCode: '75008',
      language: 'fr',
      passwordHash,
    },
    metadata: { now: now.toISOString() },
  });
  return true;
}
