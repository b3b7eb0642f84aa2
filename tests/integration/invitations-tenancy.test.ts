// Tenant isolation of invitations: another account's user gets 403/404 and no data, for the
// list, resend and delete by id, ids of one account used under another's path, and accepting
// into a project or account that is not the user's.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { createContractWithSchedule } from '../support/contract-schedule';
import { codeIn, deliver, withMailSink } from '../support/invitations';
import { db } from '@/lib/db/client';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { GET as list } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/route';
import { DELETE as remove } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/[inv]/route';
import { POST as resend } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/[inv]/send/route';
import { POST as selfInvite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/self_invitation/route';
import { POST as accept } from '@/app/api/invitation/[code]/accept/route';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const { sink } = withMailSink();

async function twoTenants() {
  const a = await createAccountWithOwner('Kauri Walls Ltd');
  const { project, contract } = await createContractWithSchedule(a.accountId, 'Secret site A');
  const c = await createAccountWithOwner('Curious Co');
  const theirs = await createContractWithSchedule(c.accountId, 'Site C');
  signInAs(a.userId);
  const params = { acc: a.accountId, g: project.id, c: contract.id };
  const sent = await callRoute(invite, {
    params,
    body: { to_contacts: [{ contact_email: 'secret-person@orakei.example' }] },
  });
  const inv = sent.body.invitations[0].id as string;
  const { code } = codeIn((await deliver(sink(), 1))[0]);
  sink().messages.length = 0;
  signInAs(c.userId);
  return { a, c, params, inv, code, theirs };
}

const leaks = (body: unknown) => /secret/i.test(JSON.stringify(body));

describe('a third account cannot reach the invitations', () => {
  it("with the other account's id in the path: 403 and no data", async () => {
    const { params, inv } = await twoTenants();
    for (const res of [
      await callRoute(list, { params }),
      await callRoute(resend, { method: 'POST', params: { ...params, inv } }),
      await callRoute(remove, { method: 'DELETE', params: { ...params, inv } }),
      await callRoute(invite, { params, body: { to_contacts: [{ contact_email: 'x@example.com' }] } }),
      await callRoute(selfInvite, {
        params,
        body: { company: { name: 'X' }, contact: { email: 'x@example.com' } },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(leaks(res.body)).toBe(false);
    }
  });

  it("with its own account id and the other's project, contract or invitation ids: 404 and no data", async () => {
    const { c, params, inv, theirs } = await twoTenants();
    const mine = { acc: c.accountId, g: theirs.project.id, c: theirs.contract.id };
    const underMine = { acc: c.accountId, g: params.g, c: params.c };
    for (const res of [
      await callRoute(list, { params: underMine }),
      await callRoute(resend, { method: 'POST', params: { ...underMine, inv } }),
      await callRoute(remove, { method: 'DELETE', params: { ...underMine, inv } }),
      // Its own contract in the path, the other account's invitation id.
      await callRoute(resend, { method: 'POST', params: { ...mine, inv } }),
      await callRoute(remove, { method: 'DELETE', params: { ...mine, inv } }),
      // Its own project, the other's contract.
      await callRoute(list, { params: { ...mine, c: params.c } }),
    ]) {
      expect(res.status).toBe(404);
      expect(leaks(res.body)).toBe(false);
    }
    expect((await callRoute(list, { params: mine })).body.invitations).toEqual([]);
    expect(await db().invitation.findUniqueOrThrow({ where: { id: inv } })).toMatchObject({
      status: 'pending',
    });
  });

  it('the owner cannot use a contract id of another account under its own path', async () => {
    const { a, params, theirs } = await twoTenants();
    signInAs(a.userId);
    const res = await callRoute(invite, {
      params: { ...params, c: theirs.contract.id },
      body: { to_contacts: [{ contact_email: 'x@example.com' }] },
    });
    expect(res.status).toBe(404);
    expect(await db().invitation.count({ where: { contractId: theirs.contract.id } })).toBe(0);
  });
});

describe('accepting is limited to the user’s own accounts and projects', () => {
  it('a project of another account is 404; an account the user does not belong to is 403; nothing changes', async () => {
    const { c, params, code, theirs } = await twoTenants();
    const stranger = await createAccountWithOwner('Stranger Ltd');
    const intoOthersProject = await callRoute(accept, {
      params: { code },
      body: { account_id: c.accountId, project_id: params.g },
    });
    expect(intoOthersProject.status).toBe(404);
    expect(leaks(intoOthersProject.body)).toBe(false);
    const asOtherAccount = await callRoute(accept, {
      params: { code },
      body: { account_id: stranger.accountId, project_id: theirs.project.id },
    });
    expect(asOtherAccount.status).toBe(403);
    expect(await db().contract.findUniqueOrThrow({ where: { id: params.c } })).toMatchObject({
      payerAccountId: null,
    });
    expect(await db().contractPlacement.count({ where: { contractId: params.c } })).toBe(1);
  });

  it('after accepting, the new party sees none of the inviter’s invitations and cannot invite', async () => {
    const { c, params, code } = await twoTenants();
    const res = await callRoute(accept, {
      params: { code },
      body: { account_id: c.accountId, new_project: { name: 'P' } },
    });
    expect(res.status).toBe(200);
    const view = await callRoute(list, { params: { acc: c.accountId, g: res.body.project_id, c: params.c } });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      invitations: [],
      can_invite: false,
      counterparty: { side: 'claim', account_name: 'Kauri Walls Ltd' },
    });
    expect(leaks(view.body)).toBe(false);
    const again = await callRoute(invite, {
      params: { acc: c.accountId, g: res.body.project_id, c: params.c },
      body: { to_contacts: [{ contact_email: 'x@example.com' }] },
    });
    expect(again.status).toBe(409);
  });
});
