import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './frontend-public/tests/e2e/support/admin.ts';

const port = Number(process.env.E2E_PORT ?? 5099);
// A new embedded database for every run, seeded with the demo fleet.
const dataDir = mkdtempSync(join(tmpdir(), 'grandtour-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: ['frontend-public/tests/e2e/**/*.spec.ts', 'frontend-owner/tests/e2e/**/*.spec.ts'],
  // A `test.only` left in a journey must fail CI rather than silently skip every other journey.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    // The marketplace as `npm start` runs it, with the administrator the journeys sign in as (decision 86).
    command: 'node --import tsx services/api/src/testing/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Journeys sign in more often than a person would: the limit itself is proven by the API tests.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
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
  },
});
