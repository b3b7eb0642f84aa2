// Health, readiness and request logs (issue 29, item 6): what a load balancer, an orchestrator and
// an operator reading the logs get from an instance.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, closeDb } from '@/lib/db/client';
import { logger } from '@/lib/log/logger';
import { jobRan, jobStarted, resetJobs } from '@/lib/jobs/heartbeats';
import { GET as health } from '@/app/api/health/route';
import { LOAD_FIGURES_HEADER } from '@/lib/server/health/load-figures';
import { GET as ready } from '@/app/api/ready/route';
import { GET as listAccounts } from '@/app/api/admin/accounts/route';
import { callRoute, routeRequest } from '../support/call-route';
import { signInAs } from '../support/session';
import { createAccountWithOwner } from '../support/factories';

afterEach(() => {
  resetJobs();
  vi.restoreAllMocks();
});

describe('GET /api/health and /api/ready', () => {
  it('health answers 200 without asking the database', async () => {
    const res = await callRoute(health);
    expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
  });

  it("health tells the event loop's delays and the memory to npm run load's token only", async () => {
    vi.stubEnv('LOAD_FIGURES_TOKEN', 'load-run-token');
    try {
      const wrong: Record<string, string>[] = [
        {},
        { [LOAD_FIGURES_HEADER]: 'guessed' },
        { [LOAD_FIGURES_HEADER]: 'load-run-tokeN' },
      ];
      for (const headers of wrong) {
        expect((await callRoute(health, { headers })).body).toEqual({ status: 'ok' });
      }
      const res = await callRoute(health, { headers: { [LOAD_FIGURES_HEADER]: 'load-run-token' } });
      expect(res.body).toEqual({
        status: 'ok',
        event_loop: { max_ms: expect.any(Number), p99_ms: expect.any(Number), rss_mib: expect.any(Number) },
      });
      expect(res.body.event_loop.rss_mib).toBeGreaterThan(0);
    } finally {
      vi.unstubAllEnvs();
    }
    // With no token set (an installation), no header gets them.
    const res = await callRoute(health, { headers: { [LOAD_FIGURES_HEADER]: '' } });
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with every check when the database answers, migrations are applied and runners run', async () => {
    jobStarted('outbox', 5_000);
    jobRan('outbox');
    const res = await callRoute(ready);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ready',
      database: { ok: true },
      migrations: { ok: true, pending: [] },
      jobs: { ok: true, runners: [{ name: 'outbox', stuck: false }] },
    });
  });

  it('a stuck job runner takes the instance out: 503', async () => {
    jobStarted('reminders', 300_000, Date.now() - 20 * 60_000);
    const res = await callRoute(ready);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not_ready', jobs: { ok: false, runners: [{ stuck: true }] } });
  });

  it('a migration not applied yet (a newer release before db:migrate): 503 naming it', async () => {
    const [last] = await db().$queryRaw<{ id: string; name: string }[]>`
      SELECT id, migration_name AS name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await db().$executeRaw`UPDATE _prisma_migrations SET finished_at = NULL WHERE id = ${last!.id}`;
    try {
      const res = await callRoute(ready);
      expect(res.status).toBe(503);
      expect(res.body.migrations).toEqual({ ok: false, pending: [last!.name] });
    } finally {
      await db().$executeRaw`UPDATE _prisma_migrations SET finished_at = now() WHERE id = ${last!.id}`;
    }
  });

  it('the database unreachable: 503, saying which check failed and nothing more', async () => {
    const url = process.env.DATABASE_URL!;
    await closeDb();
    process.env.DATABASE_URL = 'postgresql://nobody:nothing@127.0.0.1:9/none';
    try {
      const res = await callRoute(ready);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not_ready', database: { ok: false } });
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|nobody|ECONNREFUSED/);
    } finally {
      await closeDb();
      process.env.DATABASE_URL = url;
    }
  });
});

describe('one log line per request, and the same id in the answer', () => {
  it('logs the request id, method, path, status, duration and the caller; the answer carries the id', async () => {
    const owner = await createAccountWithOwner();
    signInAs(owner.userId);
    const info = vi.spyOn(logger, 'info');
    const res = await listAccounts(routeRequest({ url: 'http://localhost/api/admin/accounts' }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(403);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A refusal's body is the spec's alone: the id is in the header.
    expect(await res.json()).toEqual({ errors: [{ message: 'You do not have access to this.' }] });
    const line = info.mock.calls.at(-1)!;
    expect(line[1]).toBe('request');
    expect(line[0]).toMatchObject({
      method: 'GET',
      path: '/api/admin/accounts',
      status: 403,
      user: owner.userId,
      req_id: id,
    });
    expect((line[0] as { ms: number }).ms).toBeGreaterThanOrEqual(0);
  });

  it('a failure of ours (500) carries the id in its body too, and logs it with the error', async () => {
    const { route } = await import('@/lib/api/route');
    const failing = route({ auth: 'public' }, async () => {
      throw new Error('a bug');
    });
    const error = vi.spyOn(logger, 'error');
    const res = await callRoute(failing, { headers: { 'x-request-id': 'lb-0000-failure' } });
    expect(res).toEqual({
      status: 500,
      body: { errors: [{ message: 'Server error!' }], request_id: 'lb-0000-failure' },
    });
    expect(error.mock.calls.at(-1)![0]).toMatchObject({ req_id: 'lb-0000-failure' });
  });

  it('keeps the id a proxy gave (X-Request-Id) and refuses a hostile one', async () => {
    const info = vi.spyOn(logger, 'info');
    const given = await callRoute(health, { headers: { 'x-request-id': 'lb-7f3a9c21-0001' } });
    expect(given.status).toBe(200);
    expect(info.mock.calls.at(-1)![0]).toMatchObject({ req_id: 'lb-7f3a9c21-0001', status: 200 });
    await callRoute(health, { headers: { 'x-request-id': '"}, "admin": true, "x": "' } });
    expect((info.mock.calls.at(-1)![0] as { req_id: string }).req_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/admin/deliveries: the queues and what failed, for platform administrators', () => {
  it('lists unsent emails and deliveries with their last error; anyone else gets 403 and no data', async () => {
    const { GET: deliveries } = await import('@/app/api/admin/deliveries/route');
    const owner = await createAccountWithOwner('Queue Ltd');
    await db().emailOutbox.createMany({
      data: [
        {
          idempotencyKey: 'failed-1',
          accountId: owner.accountId,
          toEmail: 'qs@firm.example',
          template: 'claim_issued',
          payload: {},
          status: 'failed',
          attempts: 8,
          lastError: '550 mailbox unavailable',
        },
        {
          idempotencyKey: 'sent-1',
          toEmail: 'a@firm.example',
          template: 'claim_issued',
          payload: {},
          status: 'sent',
        },
      ],
    });
    signInAs(owner.userId);
    const refused = await callRoute(deliveries, { url: 'http://localhost/api/admin/deliveries' });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/qs@firm|550/);

    await db().user.update({ where: { id: owner.userId }, data: { isPlatformAdmin: true } });
    jobStarted('outbox', 5_000);
    jobRan('outbox', new Error('connect ECONNREFUSED'));
    const res = await callRoute(deliveries, { url: 'http://localhost/api/admin/deliveries' });
    expect(res.status).toBe(200);
    expect(res.body.emails.counts).toMatchObject({ failed: 1, sent: 1 });
    expect(res.body.emails.unsent).toEqual([
      expect.objectContaining({
        toEmail: 'qs@firm.example',
        status: 'failed',
        attempts: 8,
        lastError: '550 mailbox unavailable',
        account: 'Queue Ltd',
      }),
    ]);
    expect(res.body.integrations.counts).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
    expect(res.body.jobs).toEqual([
      expect.objectContaining({ name: 'outbox', lastError: 'connect ECONNREFUSED' }),
    ]);
  });
});
