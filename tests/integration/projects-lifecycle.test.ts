// Archive, re-open, delete and duplicate.
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';
import { db } from '@/lib/db/client';
import { getFile, putFile } from '@/lib/files/store';
import { LEAVE_SHARED_FIRST } from '@/lib/server/projects/delete-project';
import { POST as create } from '@/app/api/group/account/[acc]/contract_group/route';
import { DELETE as remove, GET as read } from '@/app/api/group/account/[acc]/contract_group/[g]/route';
import { POST as archive } from '@/app/api/group/account/[acc]/contract_group/[g]/archive/route';
import { POST as reopen } from '@/app/api/group/account/[acc]/contract_group/[g]/reopen/route';
import { POST as duplicate } from '@/app/api/group/account/[acc]/contract_group/[g]/duplicate/route';
import { PUT as putWorkflow } from '@/app/api/group/account/[acc]/contract_group/[g]/workflows/route';

let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
beforeEach(async () => {
  owner = await createAccountWithOwner('Rimu Construction');
  signInAs(owner.userId);
});

const newProject = async (body: Record<string, unknown> = {}) =>
  (await callRoute(create, { params: { acc: owner.accountId }, body: { name: 'Rimu Lane', ...body } })).body
    .id as string;

/** Issues a claim on the contract: the Act says such a project must be kept. */
async function issueClaim(contractId: string) {
  const day = new Date('2026-09-30T00:00:00Z');
  await db().claim.create({
    data: {
      contractId,
      number: 1,
      name: 'Claim 1',
      claimFrom: day,
      claimTo: day,
      claimDueDate: day,
      certDueDate: day,
      paymentDueDate: day,
      status: 'issued',
      grossToDate: 100_00n,
    },
  });
}

describe('archive and re-open', () => {
  it('archives a project and re-opens it where its contracts put it; the wrong state is a 409', async () => {
    const params = { acc: owner.accountId, g: await newProject() };
    expect((await callRoute(archive, { params })).body).toEqual({ status: 'archived' });
    const again = await callRoute(archive, { params });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('Cannot archive a project that is archived.');
    // No contract has started in it: back among the running projects, as a draft.
    expect((await callRoute(reopen, { params })).body).toEqual({ status: 'draft' });
    const notArchived = await callRoute(reopen, { params });
    expect(notArchived.status).toBe(409);
    expect(notArchived.body.errors[0].message).toBe('Cannot reopen a project that is draft.');
    // One transaction's rows share its time stamp: compared in action order.
    const history = await db().history.findMany({
      where: { projectId: params.g },
      orderBy: { action: 'asc' },
    });
    expect(history.map((h) => [h.action, h.details])).toEqual([
      ['project.archived', { from: 'draft', to: 'archived' }],
      ['project.created', { name: 'Rimu Lane' }],
      ['project.reopened', { from: 'archived', to: 'current' }],
      ['project.returned_to_draft', { from: 'current', to: 'draft' }],
    ]);
  });

  it('two archives at once: one succeeds, the other gets 409, one history row', async () => {
    const params = { acc: owner.accountId, g: await newProject() };
    const results = await Promise.all([callRoute(archive, { params }), callRoute(archive, { params })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().history.count({ where: { projectId: params.g, action: 'project.archived' } })).toBe(1);
  });

  it('a view-role user and another account cannot archive', async () => {
    const g = await newProject();
    signInAs((await addMember(owner.accountId, 'view')).userId);
    expect((await callRoute(archive, { params: { acc: owner.accountId, g } })).status).toBe(403);
    const other = await createAccountWithOwner('Other');
    signInAs(other.userId);
    expect((await callRoute(archive, { params: { acc: other.accountId, g } })).status).toBe(404);
    expect((await db().project.findUniqueOrThrow({ where: { id: g } })).status).toBe('draft');
  });
});

describe('delete', () => {
  it('deletes a project with nothing issued, its contracts and their files', async () => {
    const { project, contract } = await createProjectWithContract(owner.accountId, 'Doomed');
    const drawings = new TextEncoder().encode('drawings');
    const storageKey = await putFile(owner.accountId, 'contract-documents', drawings);
    await db().attachment.create({
      data: {
        accountId: owner.accountId,
        contractId: contract.id,
        fileName: 'a.pdf',
        fileType: 'document',
        size: 8n,
        storageKey,
      },
    });
    const res = await callRoute(remove, {
      method: 'DELETE',
      params: { acc: owner.accountId, g: project.id },
    });
    expect(res.body).toEqual({ id: project.id, deleted: true });
    expect(await db().project.count({ where: { id: project.id } })).toBe(0);
    expect(await db().contract.count({ where: { id: contract.id } })).toBe(0);
    expect(await db().history.count({ where: { projectId: project.id, action: 'project.deleted' } })).toBe(1);
    await expect(getFile(storageKey)).rejects.toThrow(/is missing/);
  });

  it('refuses (409) while it holds a contract the other party also placed, changing nothing', async () => {
    const { project, contract } = await createProjectWithContract(owner.accountId, 'Shared');
    const payer = await createAccountWithOwner('Payer Ltd');
    const theirs = await createProjectWithContract(payer.accountId, 'Their project');
    await db().contractPlacement.create({
      data: {
        accountId: payer.accountId,
        projectId: theirs.project.id,
        contractId: contract.id,
        side: 'cert',
      },
    });
    signInAs(owner.userId);
    const res = await callRoute(remove, {
      method: 'DELETE',
      params: { acc: owner.accountId, g: project.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toBe(LEAVE_SHARED_FIRST);
    expect(await db().project.count({ where: { id: project.id } })).toBe(1);
    expect(await db().contractPlacement.count({ where: { contractId: contract.id } })).toBe(2);
  });

  it('refuses (409) while a claim has been issued, and keeps everything', async () => {
    const { project, contract } = await createProjectWithContract(owner.accountId, 'Kept');
    await issueClaim(contract.id);
    const res = await callRoute(remove, {
      method: 'DELETE',
      params: { acc: owner.accountId, g: project.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toMatch(/Archive the project instead/);
    expect(await db().contract.count({ where: { id: contract.id } })).toBe(1);
  });

  it('is for owners and admins: a project admin, a viewer and another account cannot delete', async () => {
    const g = await newProject();
    const projectAdmin = await addMember(owner.accountId, 'none');
    await db().projectMember.create({
      data: { accountId: owner.accountId, projectId: g, userId: projectAdmin.userId, role: 'project_admin' },
    });
    for (const userId of [projectAdmin.userId, (await addMember(owner.accountId, 'view')).userId]) {
      signInAs(userId);
      expect(
        (await callRoute(remove, { method: 'DELETE', params: { acc: owner.accountId, g } })).status,
      ).toBe(403);
    }
    const other = await createAccountWithOwner('Other');
    signInAs(other.userId);
    expect((await callRoute(remove, { method: 'DELETE', params: { acc: other.accountId, g } })).status).toBe(
      404,
    );
    expect(await db().project.count({ where: { id: g } })).toBe(1);
  });
});

describe('duplicate', () => {
  it('copies settings, retention, terms, members and workflows — not contracts — as "Copy of …"', async () => {
    const member = await addMember(owner.accountId, 'none');
    const g = await newProject({
      project_number: 'R-9',
      gst: 10,
      retention: {
        retention_type: 'fixed',
        firstpercent: 500,
        firstamount: 2_500_000,
        pcd_percent: 5000,
        dlppercent: 5000,
        dlpdays: 365,
      },
      members: [{ user_id: member.userId, role: 'project_admin', is_key_contact: true }],
    });
    await db().contract.create({
      data: {
        name: 'C1',
        createdByAccountId: owner.accountId,
        country: 'NZ',
        gstPercent: 15,
        timeZone: 'UTC',
        placements: { create: { accountId: owner.accountId, projectId: g, side: 'claim' } },
      },
    });
    const steps = [
      { name: 'Approval Step 1', approvers: [{ user_id: member.userId, required: true }] },
      { name: 'Sign-off', approvers: [{ user_id: owner.userId, required: true }] },
    ];
    await callRoute(putWorkflow, {
      method: 'PUT',
      params: { acc: owner.accountId, g },
      url: 'http://localhost/x?flow_type=claim',
      body: { steps },
    });
    const res = await callRoute(duplicate, { params: { acc: owner.accountId, g } });
    expect(res.status).toBe(201);
    const copy = await callRoute(read, { params: { acc: owner.accountId, g: res.body.id } });
    expect(copy.body).toMatchObject({
      name: 'Copy of Rimu Lane',
      project_number: 'R-9',
      gst: 10,
      status: 'draft',
      is_pinned: false,
      retention: { retention_type: 'fixed', firstamount: 2_500_000 },
      payment_terms: { cert_due_days: 15 },
      members: [{ user_id: member.userId, role: 'project_admin', is_key_contact: true }],
      claim_contracts: [],
    });
    const workflow = await db().approvalWorkflow.findFirstOrThrow({
      where: { projectId: res.body.id },
      include: { steps: { orderBy: { position: 'asc' }, include: { approvers: true } } },
    });
    expect(workflow.steps.map((s) => [s.position, s.name, s.approvers.map((a) => a.userId)])).toEqual([
      [0, 'Approval Step 1', [member.userId]],
      [1, 'Sign-off', [owner.userId]],
    ]);
  });

  it('needs project create, and the source must be the caller’s', async () => {
    const g = await newProject();
    signInAs((await addMember(owner.accountId, 'view')).userId);
    expect((await callRoute(duplicate, { params: { acc: owner.accountId, g } })).status).toBe(403);
    const other = await createAccountWithOwner('Other');
    signInAs(other.userId);
    expect((await callRoute(duplicate, { params: { acc: other.accountId, g } })).status).toBe(404);
    expect(await db().project.count({ where: { accountId: other.accountId } })).toBe(0);
  });
});
