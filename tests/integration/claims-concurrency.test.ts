// Two people acting on the same claim at the same moment: exactly one wins, the other is told 409
// and nothing is done twice — no second claim number, no double approval, no second email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { processOutbox } from '@/lib/email/outbox';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { loadClaimContract } from '@/lib/server/documents/document-contract';
import { claimSubject } from '@/lib/server/claims/claim-workflow-action';
import { loadClaimerClaim } from '@/lib/server/claims/load-claim';
import { runWorkflowAction } from '@/lib/server/approvals/run-action';
import { POST as createRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import {
  GET as readRoute,
  PUT as updateRoute,
} from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import { POST as sendRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/send_approval/route';
import { POST as approveRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/approve_step/route';
import { POST as issueRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/issue/route';
import { callRoute } from '../support/call-route';
import { mailsWithSubject, seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: ClaimsDemo;
let sink: SmtpSink;
let november: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedClaimsDemo();
  november = demo.claimIds[2]!; // the seeded draft, claim 3
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('simultaneous actions on one claim', () => {
  it('two creates for the same period make one claim', async () => {
    signInAs(demo.users.claimer);
    const body = { claim_from: '2026-12-01', claim_to: '2026-12-31' };
    const results = await Promise.all([
      callRoute(createRoute, { params: demo.payee, body }),
      callRoute(createRoute, { params: demo.payee, body }),
    ]);
    const [first, second] = statuses(results);
    expect(first).toBe(201);
    // The loser either collides on the claim number (409) or, arriving a moment later, finds the
    // period already claimed (422); either way it is refused and retrying it is safe.
    expect([409, 422]).toContain(second);
    expect(await db().claim.count({ where: { contractId: demo.contract.id, number: 4 } })).toBe(1);
    const loser = results.find((r) => r.status !== 201)!;
    expect(loser.body.errors[0].message).toEqual(expect.any(String));
    // Leave claim 3 as the latest again for the rest of the file.
    await db().claim.deleteMany({ where: { contractId: demo.contract.id, number: 4 } });
  });

  it('two saves of the same version: one is stored, the other gets 409', async () => {
    const read = await callRoute(readRoute, { params: demo.claim(november) });
    const item = read.body.items.find((i: { label: string }) => i.label === '3.1');
    const save = (percent: number) =>
      callRoute(updateRoute, {
        method: 'PUT',
        params: demo.claim(november),
        body: {
          updated_at: read.body.claim.updated_at,
          lines: [{ line_item_id: item.id, claim_option: 'percent', percent }],
        },
      });
    const results = await Promise.all([save(3000), save(4000)]);
    expect(statuses(results)).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const stored = await db().claimLineItem.findFirstOrThrow({
      where: { claimId: november, lineItemId: item.id },
    });
    expect(stored.percentBps).toBe(
      winner.body.items.find((i: { id: string }) => i.id === item.id).claimed_percent,
    );
  });

  it('two approvals of the same step: one 200, one 409, and one approval recorded', async () => {
    expect((await callRoute(sendRoute, { method: 'POST', params: demo.claim(november) })).status).toBe(200);
    signInAs(demo.users.manager);
    const results = await Promise.all([
      callRoute(approveRoute, { params: demo.claim(november), body: { comment: 'ok' } }),
      callRoute(approveRoute, { params: demo.claim(november), body: { comment: 'ok' } }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await db().approvalEvent.count({ where: { claimId: november, action: 'approve_step' } })).toBe(1);
    const claim = await db().claim.findUniqueOrThrow({ where: { id: november } });
    expect(claim).toMatchObject({ status: 'review', currentStepIndex: 1 });
  });

  // The race behind the test above, made to happen every time: the loser read the claim (review,
  // step 1) before the winner committed, but only reached its transaction after. It used to read the
  // approvals afresh there — the winner's included — and, deciding against step 2 (the claimer's),
  // answered 403 "Only an approver of the current step can approve it". The engine now locks the
  // row first and finds it is no longer the version read: 409, and nothing written.
  it('an approval decided on a claim read before the other approval committed is 409', async () => {
    signInAs(demo.users.claimer);
    const created = await callRoute(createRoute, {
      params: demo.payee,
      body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
    });
    const december = created.body.id as string;
    expect((await callRoute(sendRoute, { method: 'POST', params: demo.claim(december) })).status).toBe(200);
    signInAs(demo.users.manager);
    const actor = (await resolveActor(demo.users.manager, demo.payee.acc))!;
    const ref = { projectId: demo.payee.g, contractId: demo.contract.id, claimId: december };
    const contract = await loadClaimContract(demo.contract.id);
    const stale = claimSubject(actor, await loadClaimerClaim(actor, ref, 'claim_or_cert'), contract.name);

    const first = await callRoute(approveRoute, { params: demo.claim(december), body: {} });
    expect(first.status).toBe(200);
    const late = db().$transaction((tx) => runWorkflowAction(tx, actor, stale, 'approve_step'));
    await expect(late).rejects.toMatchObject({ name: 'AppError', code: 'conflict', status: 409 });
    // A second tab that reads the claim only after the first approval committed: the claim is now at
    // the next step, whose approver the manager is not, yet the answer is the conflict, not a refusal.
    const again = await callRoute(approveRoute, { params: demo.claim(december), body: {} });
    expect(again).toMatchObject({
      status: 409,
      body: {
        errors: [{ message: 'You have already approved your step; the claim has moved on to the next.' }],
      },
    });
    expect(await db().approvalEvent.count({ where: { claimId: december, action: 'approve_step' } })).toBe(1);
    expect(await db().claim.findUniqueOrThrow({ where: { id: december } })).toMatchObject({
      status: 'review',
      currentStepIndex: 1,
    });
    await db().claim.delete({ where: { id: december } });
  });

  it('two issues at once: one 200, one 409, and one email per recipient', async () => {
    signInAs(demo.users.claimer);
    expect((await callRoute(approveRoute, { params: demo.claim(november), body: {} })).body.status).toBe(
      'approved',
    );
    const body = {
      to_contacts: [{ contact_email: 'certifier@demo.test' }, { contact_email: 'qs@demo.test' }],
      subject: 'Claim 3',
      attachments: [],
      has_email_service: true,
      is_bulk: true,
    };
    const results = await Promise.all([
      callRoute(issueRoute, { params: demo.claim(november), body }),
      callRoute(issueRoute, { params: demo.claim(november), body }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    await Promise.all([processOutbox(), processOutbox()]);
    await mailsWithSubject(sink, 'Claim 3', 2);
    await new Promise((r) => setTimeout(r, 300)); // nothing else arrives
    const mails = sink.messages.filter((m) => m.subject === 'Claim 3');
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual(['certifier@demo.test', 'qs@demo.test']);
    // Issued as a bulk email: each recipient sees who else was served.
    expect(mails[0]!.text).toContain('Sent to: certifier@demo.test, qs@demo.test');
    expect(await db().history.count({ where: { claimId: november, action: 'claim.issued' } })).toBe(1);
    // And one pending certificate on the payer's side, numbered after claim 2's.
    const certs = await db().certificate.findMany({ where: { claimId: november } });
    expect(certs.map((c) => [c.status, c.number])).toEqual([['pending', 3]]);
  });
});
