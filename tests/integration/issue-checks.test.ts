// The checks before a claim or certificate is issued, on the seeded NZ demo through the real route
// handlers, at the instants of the user's report (24 November 2026 in Auckland): a December claim
// cannot be served before December begins — not even by a day in Auckland's time zone — and its
// refusal changes nothing and sends nothing; a certificate with a shortfall and no reason is
// refused naming the item; the dialogs' GET lists the warnings (earlier claims not issued or not
// answered, a late schedule, a payment due date passed); another account sees nothing.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import * as claimCheck from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/issue_check/route';
import * as certCheck from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/issue_check/route';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { certRoutes } from '../support/cert-routes';
import { claimRoutes as R } from '../support/claim-routes';
import { claimsSnapshot, seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { atInstant } from '../support/clock';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';

let demo: ClaimsDemo;
let claim3: Record<string, string>;
let claim4: Record<string, string>;
let outsider: { userId: string; acc: string; g: string; c: string };

/** 08:00 on 24 November 2026 in Auckland (NZDT, UTC+13). */
const NOV_24 = '2026-11-23T19:00:00Z';
const NO_EMAIL = { has_email_service: false };

const as = (user: keyof ClaimsDemo['users']) => signInAs(demo.users[user]);

/** Through the demo's claim workflow: sent by the claimer, approved by the manager and the claimer. */
async function approveClaim(params: Record<string, string>) {
  for (const [user, route] of [
    ['claimer', R.send],
    ['manager', R.approve],
    ['claimer', R.approve],
  ] as const) {
    as(user);
    await callRoute(route.POST, { params, body: {} });
  }
  expect((await db().claim.findUniqueOrThrow({ where: { id: params.cl } })).status).toBe('approved');
}

beforeAll(async () => {
  demo = await seedClaimsDemo();
  claim3 = demo.claim(demo.claimIds[2]!);
  const owner = await createAccountWithOwner('Other Builders');
  const { project, contract } = await createProjectWithContract(owner.accountId);
  outsider = { userId: owner.userId, acc: owner.accountId, g: project.id, c: contract.id };
  as('claimer');
  const created = await callRoute(R.list.POST, {
    params: demo.payee,
    body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
  });
  expect(created.status).toBe(201);
  claim4 = demo.claim(created.body.id);
  await approveClaim(claim4);
});

describe('before a claim is issued', () => {
  it('lists a December claim on 24 November as blocked, and claim 3 (draft) as not issued', async () => {
    as('claimer');
    const res = await atInstant(NOV_24, () => callRoute(claimCheck.GET, { params: claim4 }));
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      {
        field: 'claim_from',
        message: expect.stringContaining('The claim period starts on 2026-12-01, after today (2026-11-24)'),
      },
    ]);
    expect(res.body.warnings).toEqual([
      {
        field: 'earlier_claims',
        message:
          "Claim 3 (draft) is not issued. Claims are cumulative: this claim's figures include its work, and it can no longer be issued after this one.",
      },
    ]);
  });

  it('refuses to issue it with 422 naming the period: nothing changes, no email is queued', async () => {
    as('claimer');
    const before = await claimsSnapshot();
    const res = await atInstant(NOV_24, () =>
      callRoute(R.issue.POST, {
        params: claim4,
        body: { to_contacts: [{ contact_email: 'certifier@demo.test' }], has_email_service: true },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'claim_from', message: expect.stringContaining('2026-12-01') },
    ]);
    expect(await claimsSnapshot()).toEqual(before);
  });

  it("counts the day in the contract's time zone: blocked at 23:59 on 30 November in Auckland, not at midnight", async () => {
    as('claimer');
    const late = await atInstant('2026-11-30T10:59:00Z', () => callRoute(claimCheck.GET, { params: claim4 }));
    expect(late.body.errors.map((e: { field: string }) => e.field)).toEqual(['claim_from']);
    const next = await atInstant('2026-11-30T11:00:00Z', () => callRoute(claimCheck.GET, { params: claim4 }));
    expect(next.body.errors).toEqual([]);
    expect(next.body.warnings.map((w: { field: string }) => w.field)).toEqual(['claim_to', 'earlier_claims']);
  });

  it('issues November’s claim 3 on 24 November: the warning that its period runs on does not block', async () => {
    await approveClaim(claim3);
    as('claimer');
    const check = await atInstant(NOV_24, () => callRoute(claimCheck.GET, { params: claim3 }));
    expect(check.body).toEqual({
      errors: [],
      warnings: [{ field: 'claim_to', message: expect.stringContaining('runs to 2026-11-30') }],
    });
    const issued = await atInstant(NOV_24, () => callRoute(R.issue.POST, { params: claim3, body: NO_EMAIL }));
    expect(issued.status).toBe(200);
    expect(issued.body.status).toBe('issued');
  });
});

describe('before a certificate is issued', () => {
  let cert2: ReturnType<ClaimsDemo['claim']> & { cert: string };
  let item13: string;

  it('refuses a shortfall without a reason with 422 naming the item: nothing changes, no email', async () => {
    as('certifier');
    const payerClaim2 = demo.claim(demo.claimIds[1]!, 'payer');
    const created = await callRoute(certRoutes.list.POST, { params: payerClaim2, body: {} });
    expect(created.status).toBe(201);
    cert2 = { ...payerClaim2, cert: created.body.cert.cert_id };
    item13 = created.body.items.find((i: { label: string }) => i.label === '1.3').id;
    const saved = await callRoute(certRoutes.one.PUT, {
      method: 'PUT',
      params: cert2,
      body: {
        updated_at: created.body.cert.updated_at,
        lines: [{ line_item_id: item13, cert_option: 'qty', qty: 72_000 }],
      },
    });
    expect(saved.body.missing_reasons).toEqual([item13]);

    const check = await atInstant(NOV_24, () => callRoute(certCheck.GET, { params: cert2 }));
    expect(check.status).toBe(200);
    expect(check.body.errors).toContainEqual({
      field: `items.${item13}.cert_reason`,
      message: expect.stringContaining('1.3 Stopping to Level 4 finish'),
    });

    const before = await Promise.all([
      db().certificate.findUniqueOrThrow({ where: { id: cert2.cert } }),
      db().claim.findUniqueOrThrow({ where: { id: demo.claimIds[1] } }),
      db().emailOutbox.count(),
      db().history.count(),
    ]);
    const res = await atInstant(NOV_24, () =>
      callRoute(certRoutes.issue.POST, {
        params: cert2,
        body: { to_contacts: [{ contact_email: 'claimer@demo.test' }], has_email_service: true },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({
      field: `items.${item13}.cert_reason`,
      message: expect.stringContaining('1.3 Stopping to Level 4 finish'),
    });
    expect(
      await Promise.all([
        db().certificate.findUniqueOrThrow({ where: { id: cert2.cert } }),
        db().claim.findUniqueOrThrow({ where: { id: demo.claimIds[1] } }),
        db().emailOutbox.count(),
        db().history.count(),
      ]),
    ).toEqual(before);
  });

  it('warns that claim 2’s schedule is late and its payment due date has passed', async () => {
    as('certifier');
    const claim2 = await db().claim.findUniqueOrThrow({ where: { id: demo.claimIds[1] } });
    const paymentDue = claim2.paymentDueDate.toISOString().slice(0, 10);
    expect(paymentDue < '2026-11-24').toBe(true);
    const check = await atInstant(NOV_24, () => callRoute(certCheck.GET, { params: cert2 }));
    expect(check.body.warnings).toEqual([
      {
        field: 'deadline',
        message: expect.stringMatching(
          /^Issued today \(2026-11-24\), this is late: it was due by 2026-11-\d\d/,
        ),
      },
      { field: 'payment_due_date', message: expect.stringContaining(`${paymentDue}, has already passed`) },
    ]);
    expect(check.body.warnings[0].message).toContain('liable for the full claimed amount');
  });

  it('answering claim 3 first, warns that claim 2 has no payment schedule yet, with its deadline', async () => {
    as('certifier');
    const received = await callRoute(certRoutes.received.GET, { params: { acc: demo.payer.acc } });
    const row = received.body.current.find((r: { claim_id: string }) => r.claim_id === demo.claimIds[1]);
    const payerClaim3 = demo.claim(demo.claimIds[2]!, 'payer');
    const created = await callRoute(certRoutes.list.POST, { params: payerClaim3, body: {} });
    expect(created.status).toBe(201);
    const cert3 = { ...payerClaim3, cert: created.body.cert.cert_id };
    const check = await atInstant(NOV_24, () => callRoute(certCheck.GET, { params: cert3 }));
    expect(check.body.errors).toEqual([]);
    expect(check.body.warnings).toContainEqual({
      field: 'earlier_claims',
      message: `Claim 2, served ${row.served_on}, has no payment schedule yet; it was due ${row.payment_schedule.date}.`,
    });
  });

  it('needs the permission to issue: not for the payee, nor for view-only users of either party', async () => {
    as('claimer');
    const payeeParams = { ...demo.claim(demo.claimIds[1]!), cert: cert2.cert };
    expect((await callRoute(certCheck.GET, { params: payeeParams })).status).toBe(404);
    const payerViewer = await addMember(demo.payer.acc, 'view');
    signInAs(payerViewer.userId);
    expect((await callRoute(certCheck.GET, { params: cert2 })).status).toBe(403);
    as('viewer');
    expect((await callRoute(claimCheck.GET, { params: claim4 })).status).toBe(403);
  });
});

describe('another account', () => {
  it('gets 403 or 404 and no data from either check, through its own account or the demo’s', async () => {
    signInAs(outsider.userId);
    const cert2 = await db().certificate.findFirstOrThrow({ where: { claimId: demo.claimIds[1] } });
    const cases: [typeof claimCheck.GET, Record<string, string>][] = [
      [claimCheck.GET, claim4],
      [claimCheck.GET, { ...outsider, cl: claim4.cl! }],
      [certCheck.GET, { ...demo.claim(demo.claimIds[1]!, 'payer'), cert: cert2.id }],
      [certCheck.GET, { ...outsider, cl: demo.claimIds[1]!, cert: cert2.id }],
    ];
    for (const [handler, params] of cases) {
      const res = await callRoute(handler, { params });
      expect([403, 404]).toContain(res.status);
      expect(Object.keys(res.body)).toEqual(['errors']);
      expect(JSON.stringify(res.body)).not.toMatch(/claim_from|Claim \d|cert_reason/);
    }
  });
});
