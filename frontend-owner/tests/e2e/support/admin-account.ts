/** The journeys' administrator, created on the fresh embedded database before the server starts (test data only). */
export const E2E_ADMIN = { email: 'admin@grandtour.test', password: 'Journeys-Admin-Password-2026' };
