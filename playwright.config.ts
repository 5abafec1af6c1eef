import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './frontend-public/tests/e2e/support/admin.ts';
import { E2E_SERVERS, journeyServerURL } from './frontend-public/tests/e2e/support/journey.ts';

/** One journeys' server per worker, each on a new embedded database seeded with the demo fleet. */
function journeyServer(index: number) {
  const url = new URL(journeyServerURL(index));
  return {
    // The marketplace as `npm start` runs it, with the administrator the journeys sign in as (decision 86).
    command: 'node --import tsx services/api/src/testing/e2e-server.ts',
    url: `${url.origin}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Journeys sign in more often than a person would: the limit itself is proven by the API tests.
    env: {
      PORT: url.port,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-e2e-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      CONTACT_MESSAGES_PER_MINUTE: '1000',
      MESSAGE_WRITES_PER_MINUTE: '1000',
      SUBSCRIPTION_CHECKOUTS_PER_MINUTE: '1000',
      SEARCH_REQUESTS_PER_MINUTE: '100000',
      BOOKING_REQUESTS_PER_MINUTE: '100000',
      // Journeys finish rentals by moving the marketplace's clock (PUT /api/dev/clock, decision 35).
      ADJUSTABLE_CLOCK: 'true',
      // Not the default (365), so the privacy journey sees the page follow the server's setting.
      CONTACT_MESSAGE_RETENTION_DAYS: '200',
      E2E_ADMIN_EMAIL: E2E_ADMIN.email,
      E2E_ADMIN_USERNAME: E2E_ADMIN.username,
      E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: ['frontend-public/tests/e2e/**/*.spec.ts', 'frontend-owner/tests/e2e/**/*.spec.ts'],
  // A `test.only` left in a journey must fail CI rather than silently skip every other journey.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  // Two cores: a worker per journeys' server (support/journey.ts); journeys of one file run in order.
  workers: E2E_SERVERS,
  // In CI a journey that fails is run once more and, if it then passes, reported as flaky in the log; one that fails
  // twice fails the run. Two servers, two browsers and the HTML checker's JVM on two cores once starved a journey of
  // its whole minute (booking.spec.ts, stop 38; decision 112).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A journey that books and pays takes about 10 s alone. Two servers, two browsers and the HTML checker's JVM share
  // two cores; on a slow day of the same machine journeys took up to 56 s in CI (one 1.7 min with the machine to
  // itself) and a page several seconds to draw. The limits leave room for that; only a failing journey waits them
  // out (decision 112).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: journeyServerURL(0),
    locale: 'fr-FR',
    // The marketplace's own time zone; the visitor's time zone also picks a first visit's language and currency.
    timezoneId: 'Europe/Paris',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: E2E_SERVERS }, (_, index) => journeyServer(index)),
});
