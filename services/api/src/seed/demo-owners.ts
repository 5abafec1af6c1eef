import type { CarOwner } from '@grandtour/commands';
import { stableUuid } from './stable-uuid.ts';

/** Four owners, two of them companies. `elysee` is the demo owner documented in the README. */
export const DEMO_OWNERS = {
  elysee: {
    ownerId: stableUuid('owner:elysee'),
    ownerName: 'Alexandre Laurent',
    companyName: 'Élysée Supercars',
    ownerVerified: true,
    ownerRatingTenths: 49,
  },
  riviera: {
    ownerId: stableUuid('owner:riviera'),
    ownerName: 'Sophie Marchetti',
    companyName: 'Riviera Prestige Cars',
    ownerVerified: true,
    ownerRatingTenths: 48,
  },
  sud: {
    ownerId: stableUuid('owner:sud'),
    ownerName: 'Karim Benali',
    companyName: null,
    ownerVerified: true,
    ownerRatingTenths: 47,
  },
  est: {
    ownerId: stableUuid('owner:est'),
    ownerName: 'Claire Dubois',
    companyName: null,
    ownerVerified: false,
    ownerRatingTenths: 45,
  },
} satisfies Record<string, CarOwner>;
export type DemoOwnerKey = keyof typeof DEMO_OWNERS;
