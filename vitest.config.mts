import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

// Three suites: `unit` (pure code, beside the files it tests), `integration` (services and route
// handlers on a real PostgreSQL started by the global setup) and `faults` (the same, under failure).
//
// The integration suite runs in two projects. Most files run in `integration` without isolation
// (`isolate: false`): one process imports the app's module graph (Next, Prisma, the routes) once and
// runs the files one after another, instead of a fresh process importing it again for each file
// (about a second a file, a few minutes a run). Each file still gets its own database, a fresh
// Prisma client, its own process.env and a signed-out session: tests/support/worker-setup.ts and
// session-setup.ts put them back after each file. `integration-isolated` keeps a fresh module graph
// per file for the files that need one: those that replace an app or Next module with vi.mock (the
// mock would not reach modules another file had already loaded, and would reach later files), or
// that reload modules with vi.resetModules (which would throw away the shared graph). Which files
// those are is read from the files themselves, so a new test that mocks a module is isolated too.
// (Vitest keeps vi.mock registrations per test file: a mock every shared file needs, like the
// session stand-in, is registered in a setup file, which runs before each file: session-setup.ts.)
// `--project 'integration*'` runs both. One worker (the default on two cores): two workers took the
// integration and fault tests from about 380 s to 286 s on an idle machine, but in CI npm test now
// ends before the e2e suites beside it, and a second worker would take its core from them.
const ROOT = new URL('.', import.meta.url).pathname;
const INTEGRATION = 'tests/integration';
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const isolatedIntegrationFiles = readdirSync(path.join(ROOT, INTEGRATION), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `${INTEGRATION}/${file.split('\\').join('/')}`)
  .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(path.join(ROOT, file), 'utf8')))
  .sort();

// Coverage is measured on lib/domain, which the unit project covers whole (its threshold is checked
// there). V8's block coverage slows every function a worker runs, by a fifth in the heaviest
// integration files, and Vitest gives every project the root's coverage options; so this plugin
// turns collection off in the other projects' workers. (`project.config` is what a project's
// workers receive; the report still covers every file named in `include`.)
const coverageInUnitOnly: Plugin = {
  name: 'claimcert:coverage-in-unit-only',
  configureVitest({ project }) {
    if (project.name !== 'unit') project.config.coverage = { ...project.config.coverage, enabled: false };
  },
};

export default defineConfig({
  plugins: [coverageInUnitOnly],
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
          include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [`${INTEGRATION}/**/*.test.ts`],
          exclude: isolatedIntegrationFiles,
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/worker-setup.ts', 'tests/support/session-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The integration files that need a module graph of their own (see the top of this file).
        extends: true,
        test: {
          name: 'integration-isolated',
          include: isolatedIntegrationFiles,
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
