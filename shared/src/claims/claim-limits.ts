/** At most this many photos per claim or contest (kept apart from the schemas: the pickers need no zod). */
export const MAX_CLAIM_PHOTOS = 20;
