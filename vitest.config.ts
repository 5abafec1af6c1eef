import { defineConfig } from 'vitest/config';

/** A `.only` left in a test file must fail CI rather than silently skip the rest (Vitest's default, said aloud). */
const allowOnly = !process.env.CI;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          allowOnly,
          include: [
            '{shared,infra,services}/**/*.unit.spec.ts',
            'frontend-public/src/**/*.unit.spec.ts',
            'frontend-owner/src/**/*.unit.spec.ts',
          ],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'int',
          allowOnly,
          include: ['{shared,infra,services}/**/*.int.spec.ts'],
          exclude: ['**/node_modules/**'],
          // Migrated databases for the tests to copy, made once per run.
          globalSetup: ['services/api/src/testing/int-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: one test file at a time keeps databases and timings sane.
          fileParallelism: false,
        },
      },
    ],
  },
});
