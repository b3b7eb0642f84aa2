// Two people acting on the same certificate at the same moment: exactly one wins, the other is
// told 409 (or 422 where the loser's request is no longer valid) and nothing is done twice — no
// second certificate, no double approval, no second issue or email, no payments past the amount.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { certRoutes as R, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let certId: string;
let updatedAt: string;

beforeAll(async () => {
  demo = await seedCertDemo();
});

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('simultaneous actions on one certificate', () => {
  it('two creates for the same claim make one certificate', async () => {
    signInAs(demo.users.certifier);
    const results = await Promise.all([
      callRoute(R.list.POST, { params: demo.payerClaim, body: {} }),
      callRoute(R.list.POST, { params: demo.payerClaim, body: {} }),
    ]);
    expect(statuses(results)).toEqual([201, 409]);
    expect(await db().certificate.count({ where: { claimId: demo.claim2 } })).toBe(1);
    const winner = results.find((r) => r.status === 201)!;
    certId = winner.body.cert.cert_id;
    updatedAt = winner.body.cert.updated_at;
  });

  it('two saves of the same version: one is stored, the other gets 409', async () => {
    const item = (await demo.item('1.2')).id;
    const save = (percent: number) =>
      callRoute(R.one.PUT, {
        method: 'PUT',
        params: demo.cert(certId),
        body: {
          updated_at: updatedAt,
          lines: [{ line_item_id: item, cert_option: 'percent', percent, reason: 'Measured.' }],
        },
      });
    const results = await Promise.all([save(6000), save(6500)]);
    expect(statuses(results)).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const stored = await db().certLineItem.findFirstOrThrow({ where: { certId, lineItemId: item } });
    expect(stored.percentBps).toBe(winner.body.items.find((i: { id: string }) => i.id === item).cert_percent);
  });

  it('two sends for approval: one moves it to review', async () => {
    const results = await Promise.all([
      callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) }),
      callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await db().approvalEvent.count({ where: { certId, action: 'send_for_approval' } })).toBe(1);
  });

  it('two approvals of the same step: one 200, one 409, one approval recorded', async () => {
    signInAs(demo.users.qs);
    const params = { ...demo.cert(certId), step: '1' };
    const results = await Promise.all([
      callRoute(R.approve.POST, { params, body: {} }),
      callRoute(R.approve.POST, { params, body: {} }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await db().approvalEvent.count({ where: { certId, action: 'approve_step' } })).toBe(1);
    expect((await db().certificate.findUniqueOrThrow({ where: { id: certId } })).status).toBe('approved');
  });

  it('two issues: one issues and queues its email once; the claim is certified once', async () => {
    signInAs(demo.users.certifier);
    const body = { to_contacts: [], subject: 'Certificate', attachments: [], has_email_service: true };
    const results = await Promise.all([
      callRoute(R.issue.POST, { params: demo.cert(certId), body }),
      callRoute(R.issue.POST, { params: demo.cert(certId), body }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await db().emailOutbox.count({ where: { template: 'cert_issued' } })).toBe(1);
    expect(await db().history.count({ where: { certId, action: 'certificate.issued' } })).toBe(1);
    expect((await db().claim.findUniqueOrThrow({ where: { id: demo.claim2 } })).status).toBe('certified');
  });

  it('two payments that together pass the certified amount: one is recorded', async () => {
    const cert = await db().certificate.findUniqueOrThrow({ where: { id: certId } });
    const total = Number(cert.totalIncludingGst);
    const pay = () =>
      postForm(
        R.certPayments.POST,
        { ...demo.payer, cert: certId },
        { data: JSON.stringify({ paid_amount: total - 100, paid_on: '2026-11-20' }) },
      );
    const results = await Promise.all([pay(), pay()]);
    expect(statuses(results)).toEqual([201, 422]);
    expect(await db().payment.count({ where: { certId } })).toBe(1);
  });
});
