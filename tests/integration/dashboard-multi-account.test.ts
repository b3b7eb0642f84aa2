// The multi-account dashboard (spec §7 POST /api/paycert/dashboard/cert/list and /cert/summary): a
// user in two accounts sees the certificates of both, each with its account, and totals per account
// and per currency; a user in one sees only theirs; naming an account you are not in is a 403 with no
// data; bad input is a 422 that names the field.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { POST as listRoute } from '@/app/api/paycert/dashboard/cert/list/route';
import { POST as summaryRoute } from '@/app/api/paycert/dashboard/cert/summary/route';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { seedCertDemo, type CertDemo } from '../support/cert-routes';
import { createAccountWithOwner } from '../support/factories';

let demo: CertDemo;
let sydney: { accountId: string; userId: string; certId: string };
let harbourCertIds: string[];

const list = (body?: unknown) => callRoute(listRoute, { method: 'POST', body });
const summary = (body?: unknown) => callRoute(summaryRoute, { method: 'POST', body });

/** A second, Australian account that certifies one contract, with one issued certificate. */
async function seedSydneyAccount() {
  const owner = await createAccountWithOwner('Sydney Certifiers');
  const accountId = owner.accountId;
  await db().account.update({
    where: { id: accountId },
    data: { country: 'AU', currency: 'AUD', timeZone: 'Australia/Sydney' },
  });
  const project = await db().project.create({
    data: { accountId, name: 'Pitt St', timeZone: 'Australia/Sydney', gstPercent: 10 },
  });
  const contract = await db().contract.create({
    data: {
      name: 'Fitout',
      createdByAccountId: accountId,
      payerAccountId: accountId,
      country: 'AU',
      gstPercent: 10,
      timeZone: 'Australia/Sydney',
      status: 'started',
      placements: { create: { accountId, projectId: project.id, side: 'cert' } },
    },
  });
  const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const claim = await db().claim.create({
    data: {
      contractId: contract.id,
      number: 1,
      name: 'Claim 1',
      claimFrom: d('2026-10-01'),
      claimTo: d('2026-10-31'),
      claimDueDate: d('2026-10-30'),
      certDueDate: d('2026-11-15'),
      paymentDueDate: d('2026-11-20'),
      status: 'certified',
      totalIncludingGst: 200_000n,
    },
  });
  const cert = await db().certificate.create({
    data: {
      claimId: claim.id,
      contractId: contract.id,
      number: 1,
      status: 'issued',
      servedAt: new Date('2026-11-10T00:00:00Z'),
      grossToDate: 150_000n,
      totalIncludingGst: 165_001n,
    },
  });
  await db().payment.create({
    data: {
      accountId,
      certId: cert.id,
      paidAmount: 65_000n,
      paidOn: d('2026-11-20'),
    },
  });
  return { accountId, userId: owner.userId, certId: cert.id };
}

beforeAll(async () => {
  demo = await seedCertDemo();
  sydney = await seedSydneyAccount();
  // The demo's certifier (owner of Harbour Build) is also an admin of the Sydney account.
  await db().membership.create({
    data: { accountId: sydney.accountId, userId: demo.users.certifier, role: 'admin', status: 'active' },
  });
  harbourCertIds = (await db().certificate.findMany({ where: { contractId: demo.contract.id } })).map(
    (c) => c.id,
  );
  expect(harbourCertIds.length).toBeGreaterThan(0);
});

describe('POST /api/paycert/dashboard/cert/list', () => {
  it('shows a user in two accounts the certificates of both, each with its account and currency', async () => {
    signInAs(demo.users.certifier);
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.accounts.map((a: { account_id: string }) => a.account_id).sort()).toEqual(
      [demo.payer.acc, sydney.accountId].sort(),
    );
    const byId = new Map(body.certs.map((c: { cert_id: string }) => [c.cert_id, c]));
    expect([...byId.keys()].sort()).toEqual([...harbourCertIds, sydney.certId].sort());
    expect(byId.get(sydney.certId)).toMatchObject({
      account_id: sydney.accountId,
      account_name: 'Sydney Certifiers',
      currency: 'AUD',
      total_including_gst: 165_001,
      paid_to_date: 65_000,
    });
    expect(byId.get(harbourCertIds[0]!)).toMatchObject({
      account_id: demo.payer.acc,
      account_name: 'Harbour Build Ltd',
      currency: 'NZD',
    });
  });

  it('reads only the accounts named, and filters by status as the per-account list does', async () => {
    signInAs(demo.users.certifier);
    const only = await list({ account_ids: [sydney.accountId] });
    expect(only.status).toBe(200);
    expect(only.body.certs.map((c: { cert_id: string }) => c.cert_id)).toEqual([sydney.certId]);
    const drafts = await list({ status: 'draft' });
    expect(drafts.body.certs.every((c: { cert_status: string }) => c.cert_status === 'draft')).toBe(true);
    expect(drafts.body.certs.some((c: { cert_id: string }) => c.cert_id === sydney.certId)).toBe(false);
  });

  it('shows a user in one account only that account’s certificates', async () => {
    signInAs(demo.users.qs);
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.accounts.map((a: { account_id: string }) => a.account_id)).toEqual([demo.payer.acc]);
    expect(body.certs.map((c: { cert_id: string }) => c.cert_id).sort()).toEqual([...harbourCertIds].sort());
    signInAs(sydney.userId);
    const other = await list();
    expect(other.body.certs.map((c: { cert_id: string }) => c.cert_id)).toEqual([sydney.certId]);
  });

  it('refuses an account the caller does not belong to with 403 and no data, even beside their own', async () => {
    signInAs(demo.users.qs);
    for (const account_ids of [[sydney.accountId], [demo.payer.acc, sydney.accountId]]) {
      for (const call of [list, summary]) {
        const { status, body } = await call({ account_ids });
        expect(status).toBe(403);
        expect(Object.keys(body)).toEqual(['errors']);
      }
    }
    // The payee's user, whose accounts certify nothing, sees no certificate of the payer.
    signInAs(demo.users.claimer);
    expect((await list({ account_ids: [demo.payer.acc] })).status).toBe(403);
    expect((await list()).body.certs).toEqual([]);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    signInAs(null);
    expect((await list()).status).toBe(401);
    expect((await summary()).status).toBe(401);
  });

  it.each([
    ['an id that is not a uuid', { account_ids: ['nope'] }, 'account_ids.0'],
    ['an empty list', { account_ids: [] }, 'account_ids'],
    ['the same account twice', 'twice', 'account_ids'],
    ['an unknown status', { status: 'paid' }, 'status'],
    ['an unknown field', { page: 2 }, ''],
  ])('refuses %s with 422 naming the field', async (_, sent, field) => {
    signInAs(demo.users.certifier);
    const body = sent === 'twice' ? { account_ids: [sydney.accountId, sydney.accountId] } : sent;
    for (const call of [list, summary]) {
      const res = await call(body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body.errors)).toContain(field);
      expect(res.body.certs).toBeUndefined();
    }
  });
});

describe('POST /api/paycert/dashboard/cert/summary', () => {
  it('totals each account in its currency and never adds currencies together', async () => {
    signInAs(demo.users.certifier);
    const { status, body } = await summary();
    expect(status).toBe(200);
    const sydneyRow = body.accounts.find((a: { account_id: string }) => a.account_id === sydney.accountId);
    expect(sydneyRow).toMatchObject({
      currency: 'AUD',
      cert_count: 1,
      issued_count: 1,
      certified_amount: 165_001,
      paid_to_date: 65_000,
      outstanding: 100_001,
      by_status: { issued: 1 },
    });
    const harbour = body.accounts.find((a: { account_id: string }) => a.account_id === demo.payer.acc);
    expect(harbour.currency).toBe('NZD');
    expect(harbour.cert_count).toBe(harbourCertIds.length);
    expect(body.totals).toHaveLength(2);
    const aud = body.totals.find((t: { currency: string }) => t.currency === 'AUD');
    const nzd = body.totals.find((t: { currency: string }) => t.currency === 'NZD');
    expect(aud).toMatchObject({ certified_amount: 165_001, outstanding: 100_001, cert_count: 1 });
    expect(nzd).toMatchObject({
      certified_amount: harbour.certified_amount,
      paid_to_date: harbour.paid_to_date,
      cert_count: harbour.cert_count,
    });
  });
});
