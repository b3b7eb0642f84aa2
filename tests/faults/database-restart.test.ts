// The database restarted under load: while PostgreSQL is down every request is answered 503 with a
// clear message and a Retry-After, and once it is back the same process answers again — the Prisma
// client's pool reconnects by itself, nothing is restarted. The server here is this file's own
// (the shared one of the run is left alone), stopped and started on the same port and data.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { ERROR_TABLE } from '@/lib/errors/app-error';
import { DATABASE_RETRY_AFTER_S } from '@/lib/api/error-response';
import { db } from '@/lib/db/client';
import { freePort, startEmbeddedPostgres, type RunningPostgres } from '@/lib/db/embedded-postgres';
import { migrate } from '@/lib/db/migrate';
import { GET as profileRoute } from '@/app/api/profile/route';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';

let dir: string;
let port: number;
let server: RunningPostgres;

const start = () =>
  startEmbeddedPostgres({ dir: path.join(dir, 'data'), port, persistent: true, fast: true });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'claimcert-fault-pg-'));
  chmodSync(dir, 0o755); // as root the server runs as the `postgres` user
  port = await freePort();
  server = await start();
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE app');
  await admin.end();
  await migrate(server.url('app'));
  // Before the app's client is first used, so that it is created against this server.
  process.env.DATABASE_URL = server.url('app');
});
afterAll(async () => {
  await db().$disconnect();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A burst of the same signed-in request, as a few users at once would send. */
const burst = (n: number) => Promise.all(Array.from({ length: n }, () => callRoute(profileRoute)));

describe('the database restarted under load', () => {
  it('answers 503 with a clear message while it is down, then 200 again without a restart', async () => {
    const { userId } = await createAccountWithOwner();
    signInAs(userId);
    const client = db();
    expect((await burst(5)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    // Stopped while requests are in flight: those already running and those that follow fail cleanly.
    const during = burst(10);
    await server.stop();
    const down = [...(await during), ...(await burst(5))];
    const failed = down.filter((r) => r.status !== 200);
    expect(failed.length).toBeGreaterThanOrEqual(5);
    for (const res of failed) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        errors: [{ message: ERROR_TABLE.unavailable.message }],
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    }
    const raw = await profileRoute(new Request('http://localhost/api/profile'), {
      params: Promise.resolve({}),
    });
    expect(raw.status).toBe(503);
    expect(raw.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));

    server = await start();
    expect((await burst(5)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(db()).toBe(client);
  });
});
