import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import {
  accountWithContract,
  completeContract,
  placeCounterparty,
  projectOf,
  userOf,
} from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { COMPLETENESS_MESSAGES } from '@/lib/domain/contract-completeness';
import { POST as start } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/start/route';
import { POST as finalise } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/finalise/route';
import { POST as reopen } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/reopen/route';
import { POST as archive } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/archive/route';
import { POST as move } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/move/route';
import { POST as leave } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/leave/route';
import { GET as read } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/route';

const statusOf = async (id: string) => (await db().contract.findUniqueOrThrow({ where: { id } })).status;

describe('start: refused until the contract is complete (spec §5)', () => {
  it('answers 422 with the messages of every missing step, and stays draft', async () => {
    const { params } = await accountWithContract();
    const res = await callRoute(start, { params });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'payment_terms', message: COMPLETENESS_MESSAGES.payment_terms },
      { field: 'base_contract', message: COMPLETENESS_MESSAGES.base_contract },
    ]);
    expect(await statusOf(params.c)).toBe('draft');
  });

  it('also needs a counterparty entity', async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    await db().contract.update({ where: { id: params.c }, data: { payerCompanyId: null } });
    const res = await callRoute(start, { params });
    expect(res.body.errors).toEqual([{ field: 'details', message: COMPLETENESS_MESSAGES.payer }]);
  });

  it('a UK contract also needs its CIS status (the tax step)', async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    await db().contract.update({
      where: { id: params.c },
      data: { country: 'GB', region: 'ENG', gstPercent: 20 },
    });
    expect((await callRoute(start, { params })).body.errors).toEqual([
      { field: 'tax', message: COMPLETENESS_MESSAGES.tax },
    ]);
    await db().contract.update({ where: { id: params.c }, data: { cisStatus: 'registered' } });
    expect((await callRoute(start, { params })).status).toBe(200);
  });

  it('starts once complete, with a history row', async () => {
    const { params, owner } = await accountWithContract();
    await completeContract(params.c);
    const res = await callRoute(start, { params });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'started' });
    const row = await db().history.findFirstOrThrow({
      where: { contractId: params.c, action: 'contract.start' },
    });
    expect(row).toMatchObject({
      accountId: owner.accountId,
      actorUserId: owner.userId,
      details: { from: 'draft', to: 'started' },
    });
  });

  it('two simultaneous starts: one 200, one 409', async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    const results = await Promise.all([callRoute(start, { params }), callRoute(start, { params })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().history.count({ where: { contractId: params.c, action: 'contract.start' } })).toBe(1);
  });
});

describe('finalise, reopen, archive (spec §4)', () => {
  it('walks the status machine and refuses what it does not allow with 409', async () => {
    const { params } = await accountWithContract();
    expect((await callRoute(archive, { params })).status).toBe(409); // a draft is not archived
    expect((await callRoute(finalise, { params })).status).toBe(409);
    await completeContract(params.c);
    await callRoute(start, { params });
    expect((await callRoute(finalise, { params })).body).toEqual({ status: 'finalised' });
    expect((await callRoute(finalise, { params })).status).toBe(409);
    expect((await callRoute(archive, { params })).body).toEqual({ status: 'archived' });
    expect((await callRoute(reopen, { params })).body).toEqual({ status: 'reopened' });
    const { body } = await callRoute(read, { params });
    expect(body.data.actions).toEqual(['finalise', 'archive']);
  });

  it('a view user and another account cannot change the status', async () => {
    const { params, owner } = await accountWithContract();
    await completeContract(params.c);
    signInAs(await userOf(owner.accountId, 'view'));
    expect((await callRoute(start, { params })).status).toBe(403);
    const intruder = await createAccountWithOwner();
    signInAs(intruder.userId);
    expect((await callRoute(start, { params })).status).toBe(403);
    expect((await callRoute(start, { params: { ...params, acc: intruder.accountId } })).status).toBe(404);
    expect(await statusOf(params.c)).toBe('draft');
  });

  it('the counterparty may change the status of the shared contract from its side', async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    const { other, params: theirs } = await placeCounterparty(params.c, 'cert');
    signInAs(other.userId);
    expect((await callRoute(start, { params: theirs })).status).toBe(200);
    const row = await db().history.findFirstOrThrow({
      where: { contractId: params.c, action: 'contract.start' },
    });
    expect(row.accountId).toBe(other.accountId);
  });
});

describe('move (POST …/move {project_id})', () => {
  it("moves the account's placement into another of its projects", async () => {
    const { params, owner } = await accountWithContract();
    const target = await projectOf(owner.accountId, 'Second project');
    const res = await callRoute(move, { params, body: { project_id: target.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ project_id: target.id });
    const placement = await db().contractPlacement.findFirstOrThrow({ where: { contractId: params.c } });
    expect(placement.projectId).toBe(target.id);
    // The old path no longer reaches it; the new one does.
    expect((await callRoute(read, { params })).status).toBe(404);
    expect((await callRoute(read, { params: { ...params, g: target.id } })).status).toBe(200);
  });

  it("refuses another account's project, the same project and a malformed id, changing nothing", async () => {
    const { params } = await accountWithContract();
    const intruder = await createAccountWithOwner();
    const theirs = await projectOf(intruder.accountId);
    expect((await callRoute(move, { params, body: { project_id: theirs.id } })).status).toBe(404);
    expect((await callRoute(move, { params, body: { project_id: params.g } })).status).toBe(422);
    expect((await callRoute(move, { params, body: { project_id: 'x' } })).status).toBe(422);
    expect((await callRoute(move, { params, body: {} })).status).toBe(422);
    expect(
      (await db().contractPlacement.findFirstOrThrow({ where: { contractId: params.c } })).projectId,
    ).toBe(params.g);
  });
});

describe('leave (POST …/leave)', () => {
  it('removes the account placement, members and workflows, frees its side, and tells the other party', async () => {
    const { params, owner } = await accountWithContract({ side: 'cert' });
    const { other } = await placeCounterparty(params.c, 'claim');
    await db().contractMember.create({
      data: {
        accountId: owner.accountId,
        contractId: params.c,
        userId: owner.userId,
        role: 'contract_admin',
      },
    });
    await db().approvalWorkflow.create({
      data: { accountId: owner.accountId, contractId: params.c, flowType: 'cert' },
    });
    const res = await callRoute(leave, { params });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ project_id: params.g });
    expect(
      await db().contractPlacement.findMany({ where: { contractId: params.c }, select: { accountId: true } }),
    ).toEqual([{ accountId: other.accountId }]);
    expect(await db().contractMember.count({ where: { contractId: params.c } })).toBe(0);
    expect(await db().approvalWorkflow.count({ where: { contractId: params.c } })).toBe(0);
    expect((await db().contract.findUniqueOrThrow({ where: { id: params.c } })).payerAccountId).toBeNull();
    expect((await callRoute(read, { params })).status).toBe(404);
    const theirHistory = await db().history.findFirstOrThrow({
      where: { contractId: params.c, accountId: other.accountId },
    });
    expect(theirHistory.action).toBe('contract.counterparty_left');
  });

  it('refuses when no other account shares the contract', async () => {
    const { params } = await accountWithContract();
    const res = await callRoute(leave, { params });
    expect(res.status).toBe(422);
    expect(await db().contractPlacement.count({ where: { contractId: params.c } })).toBe(1);
  });

  it('a view user cannot make the account leave', async () => {
    const { params, owner } = await accountWithContract();
    await placeCounterparty(params.c, 'cert');
    signInAs(await userOf(owner.accountId, 'view'));
    expect((await callRoute(leave, { params })).status).toBe(403);
    expect(await db().contractPlacement.count({ where: { contractId: params.c } })).toBe(2);
  });
});
