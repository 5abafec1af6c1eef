export * from './catch-up.ts';
export * from './marketplace-activity.ts';
export * from './test-store.ts';
export * from './money-events.ts';
export * from './test-driver.ts';
export * from './ledger-balances.ts';
