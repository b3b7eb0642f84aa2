// An answered contract invitation tells whoever sent it, in the inviting account, with a link to the
// contract there (issue 13); the answering side's people are not told of their own answer.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { createContractWithSchedule } from '../support/contract-schedule';
import { codeIn, deliver, withMailSink } from '../support/invitations';
import { addMember } from '../support/members';
import { db } from '@/lib/db/client';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { POST as accept } from '@/app/api/invitation/[code]/accept/route';
import { POST as decline } from '@/app/api/invitation/[code]/decline/route';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const { sink } = withMailSink();

/** Kauri's admin (not its owner) invites a certifier; the code comes from the email. */
async function invited() {
  const a = await createAccountWithOwner('Kauri Walls Ltd');
  const sender = await addMember(a.accountId, 'admin', { name: 'Mere Sender' });
  const { project, contract } = await createContractWithSchedule(a.accountId);
  signInAs(sender.userId);
  const sent = await callRoute(invite, {
    params: { acc: a.accountId, g: project.id, c: contract.id },
    body: { to_contacts: [{ contact_name: 'Priya', contact_email: 'priya@orakei.example' }] },
  });
  expect(sent.status).toBeLessThan(300);
  const { code } = codeIn((await deliver(sink(), 1))[0]);
  await db().notification.deleteMany();
  return { a, sender, project, contract, code };
}

describe('an answered invitation', () => {
  it('accepted: its sender is told in the inviting account, nobody else', async () => {
    const { a, sender, project, contract, code } = await invited();
    const b = await createAccountWithOwner('Orakei Developments');
    signInAs(b.userId);
    const res = await callRoute(accept, {
      params: { code },
      body: { account_id: b.accountId, new_project: { name: 'Takapuna' } },
    });
    expect(res.status).toBe(200);
    const rows = await db().notification.findMany();
    expect(rows.map((r) => [r.accountId, r.userId, r.kind])).toEqual([
      [a.accountId, sender.userId, 'invitation.accepted'],
    ]);
    expect(rows[0]!.message).toBe(`Orakei Developments accepted your invitation to ${contract.name}`);
    expect(rows[0]!.link).toBe(`/contract/${project.id}/claim/${contract.id}?account_id=${a.accountId}`);
  });

  it('declined: its sender is told who declined', async () => {
    const { a, sender, contract, code } = await invited();
    const b = await createAccountWithOwner('Orakei Developments');
    signInAs(b.userId);
    expect((await callRoute(decline, { method: 'POST', params: { code } })).status).toBe(200);
    const rows = await db().notification.findMany();
    expect(rows.map((r) => [r.accountId, r.userId, r.kind])).toEqual([
      [a.accountId, sender.userId, 'invitation.declined'],
    ]);
    expect(rows[0]!.message).toBe(`Orakei Developments Owner declined your invitation to ${contract.name}`);
  });
});
