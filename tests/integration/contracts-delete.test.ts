// Deleting a contract (spec §2 delete contract): a draft no other account shares goes with
// everything under it, in one transaction, with a history row on its project; a started or shared
// contract is refused with its reason; who may delete, and another account's contract.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { addMember } from '../support/members';
import { addProjectMember } from '../support/project-factories';
import { createAccountWithOwner } from '../support/factories';
import { accountWithContract, completeContract, placeCounterparty } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { getFile, putFile } from '@/lib/files/store';
import {
  DELETE_ISSUED_MESSAGE,
  DELETE_SHARED_MESSAGE,
  DELETE_STARTED_MESSAGE,
} from '@/lib/domain/contract-status';
import {
  DELETE as remove,
  GET as read,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/route';
import { POST as start } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/start/route';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { POST as leave } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/leave/route';
import { PUT as putWorkflow } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/workflow/route';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

type Params = { acc: string; g: string; c: string };
const del = (params: Params) => callRoute(remove, { method: 'DELETE', params });
const exists = async (id: string) => (await db().contract.count({ where: { id } })) === 1;
const DAY = new Date('2026-09-30T00:00:00Z');

/** A stored file and its row, as an upload leaves them. */
async function storedFile(accountId: string, link: Record<string, string>) {
  const storageKey = await putFile(accountId, 'contract-documents', new TextEncoder().encode('bytes'));
  await db().attachment.create({
    data: { accountId, fileName: 'f.pdf', fileType: 'document', size: 5n, storageKey, ...link },
  });
  return storageKey;
}

function claimRow(contractId: string, status: 'draft' | 'issued', number = 1) {
  return db().claim.create({
    data: {
      contractId,
      number,
      name: `Claim ${number}`,
      claimFrom: DAY,
      claimTo: DAY,
      claimDueDate: DAY,
      certDueDate: DAY,
      paymentDueDate: DAY,
      status,
    },
  });
}

describe('a draft contract', () => {
  it('goes with its schedule, terms, claims, files, invitations, members and workflow; history on the project', async () => {
    const { owner, project, contractId, params } = await accountWithContract();
    await completeContract(contractId);
    const item = await db().lineItem.findFirstOrThrow({ where: { contractId } });
    const member = await addMember(owner.accountId, 'none');
    await db().contractMember.create({
      data: { accountId: owner.accountId, contractId, userId: member.userId, role: 'contract_admin' },
    });
    const flow = await callRoute(putWorkflow, {
      method: 'PUT',
      params,
      body: { steps: [{ name: 'Approval Step 1', approvers: [{ user_id: owner.userId, required: true }] }] },
    });
    expect(flow.status).toBe(200);
    const sent = await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_email: 'priya@orakei.example' }] },
    });
    expect(sent.status).toBe(201);
    const invitationId: string = sent.body.invitations[0].id;
    const outboxKey = { startsWith: `contract_invitation:${invitationId}:` };
    expect(await db().emailOutbox.count({ where: { idempotencyKey: outboxKey, status: 'pending' } })).toBe(1);
    const claim = await claimRow(contractId, 'draft');
    const keys = [
      await storedFile(owner.accountId, { contractId }),
      await storedFile(owner.accountId, { contractId, claimId: claim.id }),
      await storedFile(owner.accountId, { lineItemId: item.id }),
    ];

    const res = await del(params);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: contractId, project_id: project.id, deleted: true });

    expect(await exists(contractId)).toBe(false);
    const left = await Promise.all([
      db().contractPlacement.count({ where: { contractId } }),
      db().lineItem.count({ where: { contractId } }),
      db().paymentTerms.count({ where: { contractId } }),
      db().claim.count({ where: { contractId } }),
      db().attachment.count({ where: { storageKey: { in: keys } } }),
      db().invitation.count({ where: { contractId } }),
      db().contractMember.count({ where: { contractId } }),
      db().approvalWorkflow.count({ where: { contractId } }),
      db().emailOutbox.count({ where: { idempotencyKey: outboxKey } }),
    ]);
    expect(left).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    for (const key of keys) await expect(getFile(key)).rejects.toThrow(/is missing/);
    // The project stays, with the record of what was deleted from it.
    expect(await db().project.count({ where: { id: project.id } })).toBe(1);
    const history = await db().history.findMany({
      where: { projectId: project.id, action: 'contract.deleted' },
    });
    expect(history).toEqual([
      expect.objectContaining({
        accountId: owner.accountId,
        actorUserId: owner.userId,
        contractId,
        details: { name: 'Interior fit-out', contract_number: 'SC-1' },
      }),
    ]);
    // Gone for good: reading or deleting it again is 404.
    expect((await callRoute(read, { params })).status).toBe(404);
    expect((await del(params)).status).toBe(404);
  });

  it('is offered on the contract (can_delete) only while it may be deleted', async () => {
    const { params, contractId } = await accountWithContract();
    expect((await callRoute(read, { params })).body.data.can_delete).toBe(true);
    await completeContract(contractId);
    await callRoute(start, { params });
    expect((await callRoute(read, { params })).body.data.can_delete).toBe(false);
  });

  it('may be deleted by the account that joined it once the other has left: it is theirs alone', async () => {
    const { params, contractId } = await accountWithContract();
    const payer = await placeCounterparty(contractId, 'cert');
    expect((await callRoute(leave, { params })).status).toBe(200);
    signInAs(payer.other.userId);
    expect((await del(payer.params)).status).toBe(200);
    expect(await exists(contractId)).toBe(false);
  });

  it('two deletes at once: one deletes, the other finds nothing (404), one history row', async () => {
    const { params, project } = await accountWithContract();
    const results = await Promise.all([del(params), del(params)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await db().history.count({ where: { projectId: project.id, action: 'contract.deleted' } })).toBe(
      1,
    );
  });
});

describe('refused (409), changing nothing', () => {
  it('once the contract has started: it is archived instead', async () => {
    const { params, contractId } = await accountWithContract();
    await completeContract(contractId);
    expect((await callRoute(start, { params })).status).toBe(200);
    const res = await del(params);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: DELETE_STARTED_MESSAGE }]);
    expect(await exists(contractId)).toBe(true);
    expect(await db().lineItem.count({ where: { contractId } })).toBe(1);
  });

  it('once the other party has accepted the invitation, for either side', async () => {
    const { params, contractId, owner } = await accountWithContract();
    const payer = await placeCounterparty(contractId, 'cert');
    const res = await del(params);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: DELETE_SHARED_MESSAGE }]);
    signInAs(payer.other.userId);
    const theirs = await del(payer.params);
    expect(theirs.status).toBe(409);
    expect(theirs.body.errors).toEqual([{ message: DELETE_SHARED_MESSAGE }]);
    signInAs(owner.userId);
    expect((await callRoute(read, { params })).body.data.can_delete).toBe(false);
    expect(await db().contractPlacement.count({ where: { contractId } })).toBe(2);
  });

  it('while any claim has been issued, whatever the status says', async () => {
    const { params, contractId } = await accountWithContract();
    await claimRow(contractId, 'issued');
    const res = await del(params);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: DELETE_ISSUED_MESSAGE }]);
    expect(await db().claim.count({ where: { contractId } })).toBe(1);
  });
});

describe('who may delete', () => {
  it('a project admin may; a contract admin, a view-only user and a plain member may not (403)', async () => {
    const { owner, project, contractId, params } = await accountWithContract();
    const contractAdmin = await addMember(owner.accountId, 'none');
    await db().contractMember.create({
      data: { accountId: owner.accountId, contractId, userId: contractAdmin.userId, role: 'contract_admin' },
    });
    const viewer = await addMember(owner.accountId, 'view');
    const member = await addMember(owner.accountId, 'none');
    await addProjectMember(owner.accountId, project.id, member.userId, 'project_view');
    for (const userId of [contractAdmin.userId, viewer.userId, member.userId]) {
      signInAs(userId);
      expect((await del(params)).status).toBe(403);
    }
    signInAs(contractAdmin.userId);
    expect((await callRoute(read, { params })).body.data.can_delete).toBe(false);
    expect(await exists(contractId)).toBe(true);
    const projectAdmin = await addMember(owner.accountId, 'none');
    await addProjectMember(owner.accountId, project.id, projectAdmin.userId, 'project_admin');
    signInAs(projectAdmin.userId);
    expect((await del(params)).status).toBe(200);
    expect(await exists(contractId)).toBe(false);
  });

  it("another account gets 404 and nothing changes, through its own account or the owner's", async () => {
    const { owner, contractId, params } = await accountWithContract();
    const other = await createAccountWithOwner('Elsewhere Ltd');
    signInAs(other.userId);
    const viaOwn = await del({ ...params, acc: other.accountId });
    expect(viaOwn.status).toBe(404);
    expect(viaOwn.body.errors[0].message).toBe('Can not find the resource!');
    expect((await del(params)).status).toBe(403);
    signInAs(owner.userId);
    expect(await exists(contractId)).toBe(true);
  });

  it('the contract must be in the project the path names (404), and ids must be ids (422)', async () => {
    const { owner, contractId, params } = await accountWithContract();
    const elsewhere = await db().project.create({
      data: { accountId: owner.accountId, name: 'Elsewhere', timeZone: 'Pacific/Auckland', gstPercent: 15 },
    });
    expect((await del({ ...params, g: elsewhere.id })).status).toBe(404);
    const bad = await del({ ...params, c: 'not-a-uuid' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.length).toBeGreaterThan(0);
    expect(await exists(contractId)).toBe(true);
  });
});
