// Issue 33: a contract's claims (the payee's list) page with a cursor, newest first by number, and
// say how many there are; a cursor or limit that is not one is refused (422), and another account
// reads none of them, through its own account or the payee's.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { encodeCursor } from '@/lib/domain/page-cursor';
import { GET as claimList } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import { callRoute } from '../support/call-route';
import { claimOn, sharedContract } from '../support/dashboard-fixtures';
import { createAccountWithOwner } from '../support/factories';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

let payee: Awaited<ReturnType<typeof createAccountWithOwner>>;
let payer: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ids: { acc: string; g: string; c: string };
let payerProject: string;

const list = (query: string, params = ids) =>
  callRoute(claimList, { url: `http://localhost/api/claims?${query}`, params });
const numbers = (body: { claims: { number: number }[] }) => body.claims.map((c) => c.number);

beforeAll(async () => {
  payee = await createAccountWithOwner('Paged payee');
  payer = await createAccountWithOwner('Paged payer');
  const project = (accountId: string) =>
    db().project.create({ data: { accountId, name: 'Mall', timeZone: 'Pacific/Auckland', gstPercent: 15 } });
  const g = (await project(payee.accountId)).id;
  payerProject = (await project(payer.accountId)).id;
  const contract = await sharedContract({
    claimer: payee.accountId,
    certifier: payer.accountId,
    claimerProject: g,
    certifierProject: payerProject,
  });
  for (let n = 1; n <= 5; n++) {
    const month = `2025-0${n}`;
    await claimOn(contract.id, {
      number: n,
      month,
      status: n < 5 ? 'issued' : 'draft',
      ...(n < 5 && { servedAt: `${month}-25T01:00:00Z` }),
    });
  }
  ids = { acc: payee.accountId, g, c: contract.id };
});

describe("a contract's claims page", () => {
  it('a page at a time, newest first, with the total and the next cursor until the last', async () => {
    signInAs(payee.userId);
    const first = await list('limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5 });
    expect(numbers(first.body)).toEqual([5, 4]);
    const second = await list(`limit=2&cursor=${first.body.next_cursor}`);
    expect(numbers(second.body)).toEqual([3, 2]);
    const last = await list(`limit=2&cursor=${second.body.next_cursor}`);
    expect(numbers(last.body)).toEqual([1]);
    expect(last.body.next_cursor).toBeNull();
    // Without a query: the first 50, as before for any contract of fewer.
    expect(numbers((await list('')).body)).toEqual([5, 4, 3, 2, 1]);
  });

  it('refuses a cursor or a limit that is not one', async () => {
    signInAs(payee.userId);
    for (const query of [
      'cursor=%%%',
      `cursor=${encodeCursor(['5'])}`,
      `cursor=${encodeCursor([0])}`,
      'limit=0',
      'limit=201',
    ]) {
      const refused = await list(query);
      expect(refused.status, query).toBe(422);
      expect(refused.body.errors.length, query).toBeGreaterThan(0);
    }
  });

  it('another account reads none of them, through its own account or the payee’s', async () => {
    signInAs(payee.userId);
    const cursor = (await list('limit=2')).body.next_cursor as string;
    signInAs(payer.userId);
    expect((await list(`cursor=${cursor}`)).status).toBe(403);
    const asPayer = await list(`cursor=${cursor}`, { ...ids, acc: payer.accountId, g: payerProject });
    expect([403, 404]).toContain(asPayer.status);
    expect(asPayer.body.claims).toBeUndefined();
  });
});
