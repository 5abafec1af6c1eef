import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['frontend-*/src/**/*.{ts,tsx}', 'shared/src/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: [
      'infra/scripts/**',
      'infra/bench/**',
      'infra/faults/**',
      'infra/audit/**',
      'infra/monitoring/**',
      '**/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // The event store imports nothing of ours, only npm packages (decision 63).
    files: ['services/event-store/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@grandtour/*'], message: 'The event store imports nothing of ours (decision 63).' },
          ],
        },
      ],
    },
  },
  {
    // A journey talks to its worker's own server only through the `test` of support/journey.ts.
    files: ['frontend-*/tests/e2e/**/*.ts'],
    ignores: ['frontend-public/tests/e2e/support/journey.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import `test` from support/journey.ts: it points each worker at the journeys' server of its own.",
            },
          ],
        },
      ],
    },
  },
);
