// Runs before each integration and fault test file: clones the migrated template into a fresh
// database and points the app's Prisma client at it.
//
// The `integration` project runs its files one after another in one process with one module graph
// (vitest `isolate: false`, vitest.config.mts): this file is evaluated again for each test file,
// but the app's modules are not. So after each file everything it may have changed in the process
// is put back as a fresh process would have it: the Prisma client and its pool (closed, so the
// next file's first query connects to its own database), process.env, stubbed env, fake timers,
// and the signed-in user of the session stand-in.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject, vi } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { startJobRunner, stopJobRunner } from '@/lib/jobs/runner';
import { jobDefinitions } from '@/lib/server/jobs/job-definitions';

const envBefore = { ...process.env };

const serverUrl = inject('pgServerUrl');
const name = `test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name} TEMPLATE app_template`);
await admin.end();

const url = new URL(serverUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.NEXTAUTH_SECRET ??= 'integration-test-secret';
// A client the previous file's late work made after its afterAll closed the last one would still
// point at that file's database: drop it, so this file's first query connects here.
await closeDb();
// The app's job runner on this file's database, as in the app (emails go out after the request
// that queued them), without what runs by the clock. A file that works the queues by hand stops it
// first (tests/support/jobs.ts).
await startJobRunner(jobDefinitions({ clock: false }));

afterAll(async () => {
  await stopJobRunner();
  await closeDb();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  restoreEnv(envBefore);
  // Until the next file's setup, no database: late work of this file fails and is logged, instead
  // of reaching the previous file's database.
  delete process.env.DATABASE_URL;
});

/** process.env as it was in `before`: variables the file set are removed, ones it changed put back. */
function restoreEnv(before: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) {
    if (!(key in before)) delete process.env[key];
  }
  for (const [key, value] of Object.entries(before)) {
    if (process.env[key] !== value) process.env[key] = value;
  }
}
