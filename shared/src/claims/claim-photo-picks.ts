import { MAX_CLAIM_PHOTOS } from './claim-limits.ts';

/** The photos chosen so far with those just picked, and how many of the picked ones the limit left out. */
export interface ClaimPhotoPicks<T> {
  photos: T[];
  leftOut: number;
}

/**
 * Picking photos again adds them to those already chosen, in the order picked, up to the limit: the ones beyond it
 * are not added, and counted so the form can say so.
 */
export function addClaimPhotos<T>(
  chosen: readonly T[],
  picked: readonly T[],
  limit: number = MAX_CLAIM_PHOTOS,
): ClaimPhotoPicks<T> {
  const room = Math.max(0, limit - chosen.length);
  return {
    photos: [...chosen, ...picked.slice(0, room)],
    leftOut: Math.max(0, picked.length - room),
  };
}

/** The chosen photos without the one at `index` (the user picked a wrong one). */
export const removeClaimPhoto = <T>(chosen: readonly T[], index: number): T[] =>
  chosen.filter((_, at) => at !== index);
