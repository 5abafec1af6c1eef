/** Spec §3/§6: there is no login; favourites always belong to the literal 'guest' (this browser, server-side). */
export const GUEST_USER_ID = 'guest';

export const FAVOURITES_QUERY_KEY = ['/api/favorites', GUEST_USER_ID] as const;
