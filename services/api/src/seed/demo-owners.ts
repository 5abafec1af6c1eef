import type { CarOwner } from '@grandtour/commands';

/** Four owners, two of them companies. `elysee` is the demo owner documented in the README. */
export const DEMO_OWNERS = {
  elysee: {
    ownerId: 'owner-elysee-supercars',
    ownerName: 'Alexandre Laurent',
    companyName: 'Élysée Supercars',
    ownerVerified: true,
    ownerRatingTenths: 49,
  },
  riviera: {
    ownerId: 'owner-riviera-prestige',
    ownerName: 'Sophie Marchetti',
    companyName: 'Riviera Prestige Cars',
    ownerVerified: true,
    ownerRatingTenths: 48,
  },
  sud: {
    ownerId: 'owner-karim-benali',
    ownerName: 'Karim Benali',
    companyName: null,
    ownerVerified: true,
    ownerRatingTenths: 47,
  },
  est: {
    ownerId: 'owner-claire-dubois',
    ownerName: 'Claire Dubois',
    companyName: null,
    ownerVerified: false,
    ownerRatingTenths: 45,
  },
} satisfies Record<string, CarOwner>;
export type DemoOwnerKey = keyof typeof DEMO_OWNERS;
