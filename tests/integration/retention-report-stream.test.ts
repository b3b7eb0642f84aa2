// Issue 33: the retention report streams — its CSV is written a batch of contracts at a time as it
// is sent, never whole in memory — and says the same as before: every contract on the side once, by
// project then contract, past the batches' boundaries. Another account's user reads none of it, and
// a side that is not one is refused.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { parseCsv } from '@/lib/domain/csv';
import { GET as report } from '@/app/api/paycert/account/[acc]/retention_report/route';
import { routeRequest } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

/** More than one batch of the report's (500 contracts). */
const CONTRACTS = 1_001;
let payer: Awaited<ReturnType<typeof createAccountWithOwner>>;
let other: Awaited<ReturnType<typeof createAccountWithOwner>>;

const call = (query: string, acc = payer.accountId) =>
  report(routeRequest({ url: `http://localhost/api/paycert/retention_report?${query}` }), {
    params: Promise.resolve({ acc }),
  });

beforeAll(async () => {
  payer = await createAccountWithOwner('Streaming payer');
  other = await createAccountWithOwner('Other payer');
  const projects = await db().project.createManyAndReturn({
    data: ['B tower', 'A tower'].map((name) => ({
      accountId: payer.accountId,
      name,
      timeZone: 'Pacific/Auckland',
      gstPercent: 15,
    })),
  });
  const contracts = Array.from({ length: CONTRACTS }, (_, i) => ({
    id: randomUUID(),
    name: `Package ${String(i).padStart(4, '0')}`,
    status: 'started' as const,
    createdByAccountId: payer.accountId,
    payerAccountId: payer.accountId,
    country: 'NZ' as const,
    gstPercent: 15,
    timeZone: 'Pacific/Auckland',
  }));
  await db().contract.createMany({ data: contracts });
  await db().contractPlacement.createMany({
    data: contracts.map((c, i) => ({
      contractId: c.id,
      accountId: payer.accountId,
      projectId: projects[i % 2]!.id,
      side: 'cert' as const,
    })),
  });
});

describe('the retention report', () => {
  it('streams every contract once, by project then contract, across its batches', async () => {
    signInAs(payer.userId);
    const res = await call('side=cert');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    // The header, then a chunk per batch.
    expect(chunks.length).toBe(1 + Math.ceil(CONTRACTS / 500));
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    const [head, ...rows] = parseCsv(text.replace(/^\uFEFF/, '')).records.map((r) => r.fields);
    expect(head![0]).toBe('Project');
    const listed = rows.map((r) => `${r[0]} ${r[1]}`);
    const expected = Array.from({ length: CONTRACTS }, (_, i) => ({
      i,
      project: i % 2 ? 'A tower' : 'B tower',
    }))
      .sort((a, b) => a.project.localeCompare(b.project) || a.i - b.i)
      .map(({ i, project }) => `${project} Package ${String(i).padStart(4, '0')}`);
    expect(listed).toEqual(expected);
  });

  it("answers another account's user nothing, and refuses a side that is not one", async () => {
    signInAs(other.userId);
    expect((await call('side=cert')).status).toBe(403);
    const own = await call('side=cert', other.accountId);
    expect((await own.text()).trim().split('\n')).toHaveLength(1);
    signInAs(payer.userId);
    const refused = await call('side=both');
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.length).toBeGreaterThan(0);
  });
});
