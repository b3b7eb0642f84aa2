// Accepting and declining an invitation by its code (spec §7 accept_invitation, decline_invitation,
// copy_project_info): single use, expiry, both parties' records, and the same schedule on both sides.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { createContractWithSchedule, SCHEDULE_CONTRACT_VALUE } from '../support/contract-schedule';
import { codeIn, deliver, mailTo, withMailSink } from '../support/invitations';
import { db } from '@/lib/db/client';
import { buildSchedule } from '@/lib/domain/line-items';
import { resolveActor, type Actor } from '@/lib/server/session/resolve-actor';
import { loadContract } from '@/lib/server/contracts/load-contract';
import { toDomainItem } from '@/lib/server/line-item-rows/to-domain';
import { acceptInvitation } from '@/lib/server/invitations/accept-invitation';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { GET as list } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/route';
import { GET as read } from '@/app/api/invitation/[code]/route';
import { POST as accept } from '@/app/api/invitation/[code]/accept/route';
import { POST as decline } from '@/app/api/invitation/[code]/decline/route';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const { sink } = withMailSink();

/** Kauri (payee) invites priya@orakei.example to certify; returns the code from her email. */
async function invited() {
  const a = await createAccountWithOwner('Kauri Walls Ltd');
  const { project, contract } = await createContractWithSchedule(a.accountId);
  const params = { acc: a.accountId, g: project.id, c: contract.id };
  signInAs(a.userId);
  await callRoute(invite, {
    params,
    body: { to_contacts: [{ contact_name: 'Priya', contact_email: 'priya@orakei.example' }] },
  });
  const { code } = codeIn((await deliver(sink(), 1))[0]);
  sink().messages.length = 0;
  return { a, project, contract, params, code };
}

/** The schedule as an account sees it: through its own placement of the contract. */
async function scheduleSeenBy(actor: Actor, contractId: string, projectId: string) {
  const { contract, side } = await loadContract(actor, contractId, { projectId });
  const rows = await db().lineItem.findMany({ where: { contractId: contract.id }, orderBy: { id: 'asc' } });
  const schedule = buildSchedule(
    rows.map((r) => toDomainItem(r)),
    { certifyPendingVariation: contract.certifyPendingVariation },
  );
  return { side, ids: rows.map((r) => r.id), totals: schedule.totals };
}

describe('POST /api/invitation/{code}/accept', () => {
  it('into a new project: the certifier sees the same contract as a cert contract, same items and totals', async () => {
    const { a, project, contract, code } = await invited();
    const b = await createAccountWithOwner('Orakei Developments');
    signInAs(b.userId);
    const res = await callRoute(accept, {
      params: { code },
      body: { account_id: b.accountId, new_project: { name: 'Takapuna (client)' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ account_id: b.accountId, contract_id: contract.id, type: 'cert' });

    const newProject = await db().project.findUniqueOrThrow({ where: { id: res.body.project_id } });
    // copy_project_info: same site, the invitee's own name for it.
    expect(newProject).toMatchObject({
      accountId: b.accountId,
      name: 'Takapuna (client)',
      streetAddress: '1 Hurstmere Road',
      city: 'Auckland',
      timeZone: 'Pacific/Auckland',
    });
    expect(await db().contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({
      payerAccountId: b.accountId,
      payeeAccountId: a.accountId,
    });

    const mine = await scheduleSeenBy((await resolveActor(a.userId, a.accountId))!, contract.id, project.id);
    const theirs = await scheduleSeenBy(
      (await resolveActor(b.userId, b.accountId))!,
      contract.id,
      newProject.id,
    );
    expect(mine.side).toBe('claim');
    expect(theirs.side).toBe('cert');
    expect(theirs.ids).toEqual(mine.ids);
    expect(theirs.totals).toEqual(mine.totals);
    expect(theirs.totals.base.total + theirs.totals.variations.total).toBe(SCHEDULE_CONTRACT_VALUE);

    // Each side keeps the other as a linked company with a contact.
    const kauriKeeps = await db().company.findFirstOrThrow({
      where: { accountId: a.accountId, linkedAccountId: b.accountId },
      include: { contacts: true },
    });
    expect(kauriKeeps.name).toBe('Orakei Developments');
    expect(kauriKeeps.contacts[0]).toMatchObject({ email: b.email });
    const orakeiKeeps = await db().company.findFirstOrThrow({
      where: { accountId: b.accountId, linkedAccountId: a.accountId },
      include: { contacts: true },
    });
    expect(orakeiKeeps.name).toBe('Kauri Walls Ltd');
    expect(orakeiKeeps.contacts[0]).toMatchObject({ email: a.email });
    expect(await db().contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({
      payerCompanyId: kauriKeeps.id,
      payeeCompanyId: orakeiKeeps.id,
    });

    expect(
      await db().history.findFirst({
        where: { accountId: a.accountId, action: 'invitation.accepted', contractId: contract.id },
      }),
    ).toBeTruthy();
    expect(
      await db().history.findFirst({
        where: { accountId: b.accountId, action: 'contract.joined', projectId: newProject.id },
      }),
    ).toBeTruthy();

    await deliver(sink(), 1);
    const note = mailTo(sink(), a.email)!;
    expect(note.subject).toBe('Orakei Developments accepted your invitation to Contract 1');
    expect(note.text).toContain(`/contract/${project.id}/claim/${contract.id}?account_id=${a.accountId}`);

    signInAs(a.userId);
    const after = await callRoute(list, { params: { acc: a.accountId, g: project.id, c: contract.id } });
    expect(after.body).toMatchObject({
      can_invite: false,
      counterparty: { account_name: 'Orakei Developments' },
    });
    expect(after.body.invitations).toEqual([expect.objectContaining({ state: 'accepted' })]);
  });

  it('into an existing project, linking the company the inviter already keeps', async () => {
    const { a, contract, code } = await invited();
    const known = await db().company.create({
      data: { accountId: a.accountId, name: 'Orakei (as we call them)' },
    });
    await db().contract.update({ where: { id: contract.id }, data: { payerCompanyId: known.id } });
    const b = await createAccountWithOwner('Orakei Developments');
    const existing = await db().project.create({
      data: { accountId: b.accountId, name: 'Takapuna', timeZone: 'Pacific/Auckland', gstPercent: 15 },
    });
    signInAs(b.userId);
    const res = await callRoute(accept, {
      params: { code },
      body: { account_id: b.accountId, project_id: existing.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.project_id).toBe(existing.id);
    expect(
      await db().contractPlacement.findUniqueOrThrow({
        where: { contractId_accountId: { contractId: contract.id, accountId: b.accountId } },
      }),
    ).toMatchObject({ projectId: existing.id, side: 'cert' });
    expect(await db().company.findUniqueOrThrow({ where: { id: known.id } })).toMatchObject({
      linkedAccountId: b.accountId,
    });
    expect(await db().project.count({ where: { accountId: b.accountId } })).toBe(1);
  });

  it('the project it lands in follows the contract: a started contract makes a draft project current', async () => {
    const { contract, code } = await invited();
    await db().contract.update({ where: { id: contract.id }, data: { status: 'started' } });
    const b = await createAccountWithOwner('Orakei Developments');
    const waiting = await db().project.create({
      data: { accountId: b.accountId, name: 'Takapuna', timeZone: 'Pacific/Auckland', gstPercent: 15 },
    });
    expect(waiting.status).toBe('draft');
    signInAs(b.userId);
    const res = await callRoute(accept, {
      params: { code },
      body: { account_id: b.accountId, project_id: waiting.id },
    });
    expect(res.status).toBe(200);
    expect((await db().project.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe('current');
    expect(
      await db().history.findFirstOrThrow({ where: { projectId: waiting.id, action: 'project.activated' } }),
    ).toMatchObject({
      accountId: b.accountId,
      contractId: contract.id,
      details: { from: 'draft', to: 'current' },
    });
  });

  it('is single use: of two concurrent accepts one wins, the other gets 409/410; a later try gets 410', async () => {
    const { contract, code } = await invited();
    const b = await createAccountWithOwner('B');
    const c = await createAccountWithOwner('C');
    const results = await Promise.allSettled([
      acceptInvitation(b.userId, code, { account_id: b.accountId, new_project: { name: 'P' } }),
      acceptInvitation(c.userId, code, { account_id: c.accountId, new_project: { name: 'P' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect([409, 410]).toContain(failed.reason.status);
    expect(await db().contractPlacement.count({ where: { contractId: contract.id, side: 'cert' } })).toBe(1);
    expect(await db().project.count({ where: { accountId: { in: [b.accountId, c.accountId] } } })).toBe(1);

    signInAs(c.userId);
    const again = await callRoute(accept, {
      params: { code },
      body: { account_id: c.accountId, new_project: { name: 'P' } },
    });
    expect(again.status).toBe(410);
    expect(again.body.errors[0].message).toBe('This invitation link has expired or has already been used.');
  });

  it('an expired link answers 410 to read, accept and decline, and changes nothing', async () => {
    const { contract, code } = await invited();
    await db().invitation.updateMany({
      where: { contractId: contract.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const b = await createAccountWithOwner('B');
    signInAs(b.userId);
    expect((await callRoute(read, { params: { code } })).status).toBe(410);
    expect(
      (
        await callRoute(accept, {
          params: { code },
          body: { account_id: b.accountId, new_project: { name: 'P' } },
        })
      ).status,
    ).toBe(410);
    expect((await callRoute(decline, { method: 'POST', params: { code } })).status).toBe(410);
    expect(await db().contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({
      payerAccountId: null,
    });
    expect(await db().project.count({ where: { accountId: b.accountId } })).toBe(0);
  });

  it('needs an owner or admin of the chosen account, not the inviting one; bad bodies are 422', async () => {
    const { a, code } = await invited();
    const b = await createAccountWithOwner('B');
    const staff = await db().user.create({ data: { email: 'staff@b.example', name: 'Staff' } });
    await db().membership.create({ data: { accountId: b.accountId, userId: staff.id, role: 'view' } });
    signInAs(staff.id);
    const viewOnly = await callRoute(accept, {
      params: { code },
      body: { account_id: b.accountId, new_project: { name: 'P' } },
    });
    expect(viewOnly.status).toBe(403);
    signInAs(a.userId);
    const own = await callRoute(accept, {
      params: { code },
      body: { account_id: a.accountId, new_project: { name: 'P' } },
    });
    expect(own.status).toBe(422);
    expect(own.body.errors[0]).toEqual({
      field: 'account_id',
      message: 'This account sent the invitation: choose another account.',
    });
    signInAs(b.userId);
    const both = await callRoute(accept, {
      params: { code },
      body: { account_id: b.accountId, project_id: a.accountId, new_project: { name: 'P' } },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors[0].message).toBe('Choose a project or create a new one');
    const blank = await callRoute(accept, {
      params: { code },
      body: { account_id: b.accountId, new_project: { name: '  ' } },
    });
    expect(blank.status).toBe(422);
    expect((await callRoute(read, { params: { code } })).status).toBe(200);
  });
});

describe('POST /api/invitation/{code}/decline', () => {
  it('declines: the inviter sees it declined and is emailed; the link is dead', async () => {
    const { a, params, code } = await invited();
    const b = await createAccountWithOwner('Orakei Developments');
    signInAs(b.userId);
    const res = await callRoute(decline, { method: 'POST', params: { code } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'declined' });
    await deliver(sink(), 1);
    const note = mailTo(sink(), a.email)!;
    expect(note.subject).toBe('Orakei Developments Owner declined your invitation to Contract 1');
    expect(note.text).toContain(b.email);
    expect((await callRoute(read, { params: { code } })).status).toBe(410);
    signInAs(a.userId);
    expect((await callRoute(list, { params })).body.invitations).toEqual([
      expect.objectContaining({ state: 'declined' }),
    ]);
    expect(
      await db().history.findFirst({ where: { accountId: a.accountId, action: 'invitation.declined' } }),
    ).toBeTruthy();
  });
});
