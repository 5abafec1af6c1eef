import { test as base } from '@playwright/test';

// Every journey imports Playwright from here: the same API, with `test` talking to its worker's own server.
export * from '@playwright/test';

/** The journeys' servers listen on consecutive ports from E2E_PORT, one per Playwright worker (playwright.config.ts). */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 5099);
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

export function journeyServerURL(index: number): string {
  return `http://localhost:${E2E_FIRST_PORT + index}`;
}

/**
 * Worker N always talks to server N, so a journey that moves the marketplace's clock or fills a car's calendar never
 * meets a journey of the other worker. `parallelIndex` stays below the worker count and is reused by a restarted worker.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  baseURL: async ({}, use, testInfo) => {
    await use(journeyServerURL(testInfo.parallelIndex));
  },
});

/**
 * Read models catch up after a command, so a journey reloads until its page shows the new state. One look waits for a
 * page load on a loaded two-core machine, where a page has taken several seconds; the whole wait for the slowest
 * catch-up (decision 112).
 */
export const ONE_LOOK = { timeout: 5_000 };
export const CATCH_UP = { timeout: 60_000 };
