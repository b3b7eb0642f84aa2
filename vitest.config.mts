import { defineConfig } from 'vitest/config';

// Three suites: `unit` (pure code, beside the files it tests), `integration` (services and route
// handlers on a real PostgreSQL started by the global setup) and `faults` (the same, under failure).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: { 'server-only': new URL('./tests/support/empty-module.ts', import.meta.url).pathname },
  },
  test: {
    coverage: {
      provider: 'v8',
      include: ['lib/domain/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        // Property tests run hundreds of cases: the default 5 s is too tight on a busy 2-core machine, and
        // no unit test is a speed test (speed is npm run bench's).
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'components/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/worker-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Faults: SMTP down, the app killed mid-issue, the database restarted, two instances at once.
        extends: true,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/worker-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
