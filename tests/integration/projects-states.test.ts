// A project's draft, current and completed states follow its contracts (spec §4 Project; the rule
// is lib/domain/project-status.ts projectStatusFor), moved in the same transaction as the contract
// change, with a history row in the project's own account.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import {
  API,
  accountWithContract,
  companyOf,
  completeContract,
  details,
  placeCounterparty,
  projectOf,
} from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { POST as createContract } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/route';
import { POST as start } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/start/route';
import { POST as finalise } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/finalise/route';
import { POST as reopenContract } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/reopen/route';
import { POST as archiveContract } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/archive/route';
import { POST as move } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/move/route';
import { POST as leave } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/leave/route';
import { POST as archiveProject } from '@/app/api/group/account/[acc]/contract_group/[g]/archive/route';
import { POST as reopenProject } from '@/app/api/group/account/[acc]/contract_group/[g]/reopen/route';
import { GET as listProjects } from '@/app/api/group/account/[acc]/contract_group/route';

const statusOf = async (projectId: string) =>
  (await db().project.findUniqueOrThrow({ where: { id: projectId } })).status;

const moves = (projectId: string) =>
  db().history.findMany({
    where: {
      projectId,
      action: { in: ['project.activated', 'project.completed', 'project.returned_to_draft'] },
    },
    orderBy: { createdAt: 'asc' },
    select: { accountId: true, contractId: true, action: true, details: true },
  });

/** Waits until `count` sessions of this database wait for a row lock. */
async function waitForLockWaiters(count: number) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await db().$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (row && row.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} sessions ever waited for the lock`);
}

/** A second contract in the same project, created through the route, complete and ready to start. */
async function secondContract(params: { acc: string; g: string }) {
  const company = await companyOf(params.acc, 'Second payer');
  const res = await callRoute(createContract, {
    url: `${API}/${params.acc}/contract_group/${params.g}/contract?type=claim`,
    params,
    body: details({ name: 'Second contract', counterparty_company_id: company.id }),
  });
  expect(res.status).toBe(201);
  await completeContract(res.body.data.id);
  return { ...params, c: res.body.data.id as string };
}

describe('a project follows its contracts', () => {
  it('is draft until a contract starts, completed when the last is finalised, current again when one re-opens', async () => {
    const { params, owner } = await accountWithContract();
    expect(await statusOf(params.g)).toBe('draft'); // a draft contract does not make it current
    await completeContract(params.c);
    expect((await callRoute(start, { params })).status).toBe(200);
    expect(await statusOf(params.g)).toBe('current');
    expect(await moves(params.g)).toEqual([
      {
        accountId: owner.accountId,
        contractId: params.c,
        action: 'project.activated',
        details: { from: 'draft', to: 'current' },
      },
    ]);

    expect((await callRoute(finalise, { params })).status).toBe(200);
    expect(await statusOf(params.g)).toBe('completed');
    expect((await callRoute(reopenContract, { params })).status).toBe(200);
    expect(await statusOf(params.g)).toBe('current');
    // Archiving its only running contract closes the job too.
    expect((await callRoute(archiveContract, { params })).status).toBe(200);
    expect(await statusOf(params.g)).toBe('completed');
    expect((await moves(params.g)).map((m) => m.action)).toEqual([
      'project.activated',
      'project.completed',
      'project.activated',
      'project.completed',
    ]);
  });

  it('stays current while any of its contracts runs, and a new contract re-opens a completed one', async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    await callRoute(start, { params });
    const second = await secondContract(params);
    await callRoute(start, { params: second });
    await callRoute(finalise, { params });
    expect(await statusOf(params.g)).toBe('current');
    await callRoute(finalise, { params: second });
    expect(await statusOf(params.g)).toBe('completed');
    // A new contract waiting to start: the job is not over.
    await secondContract(params);
    expect(await statusOf(params.g)).toBe('current');
  });

  it('two contracts finalised at once: the second to commit sees the first and completes the project', async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    await callRoute(start, { params });
    const second = await secondContract(params);
    await callRoute(start, { params: second });
    // Hold the project's row so that both finalisations have changed their contract and wait at
    // the project, neither committed: the moment a read without the lock would miss the other.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const blocker = db().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM projects WHERE id = ${params.g}::uuid FOR UPDATE`;
        locked();
        await released;
      },
      { timeout: 30_000 },
    );
    await isLocked;
    const results = Promise.all([callRoute(finalise, { params }), callRoute(finalise, { params: second })]);
    await waitForLockWaiters(2);
    release();
    await blocker;
    expect((await results).map((r) => r.status)).toEqual([200, 200]);
    expect(await statusOf(params.g)).toBe('completed');
    expect(await db().history.count({ where: { projectId: params.g, action: 'project.completed' } })).toBe(1);
  });

  it("moves the other party's project too, with the row in its own account", async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    const { other, project: theirs } = await placeCounterparty(params.c, 'cert');
    expect(await statusOf(theirs.id)).toBe('draft');
    await callRoute(start, { params });
    expect(await statusOf(theirs.id)).toBe('current');
    expect(await moves(theirs.id)).toEqual([
      {
        accountId: other.accountId,
        contractId: params.c,
        action: 'project.activated',
        details: { from: 'draft', to: 'current' },
      },
    ]);
  });

  it('moving or leaving the only started contract returns its old project to draft', async () => {
    const { params, owner } = await accountWithContract();
    await completeContract(params.c);
    await callRoute(start, { params });
    const target = await projectOf(owner.accountId, 'Target');
    expect((await callRoute(move, { params, body: { project_id: target.id } })).status).toBe(200);
    expect(await statusOf(params.g)).toBe('draft');
    expect(await statusOf(target.id)).toBe('current');

    await placeCounterparty(params.c, 'cert');
    expect((await callRoute(leave, { params: { ...params, g: target.id } })).status).toBe(200);
    expect(await statusOf(target.id)).toBe('draft');
  });

  it('an archived project stays archived; re-opened, it lands where its contracts put it', async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    const project = { acc: params.acc, g: params.g };
    expect((await callRoute(archiveProject, { params: project })).body).toEqual({ status: 'archived' });
    await callRoute(start, { params });
    await callRoute(finalise, { params });
    expect(await statusOf(params.g)).toBe('archived');
    expect((await callRoute(reopenProject, { params: project })).body).toEqual({ status: 'completed' });
    // A completed project is not re-opened by hand: re-open one of its contracts.
    const refused = await callRoute(reopenProject, { params: project });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toBe('Cannot reopen a project that is completed.');
  });

  it('the projects list reports each state (§2 lists by draft, current, completed, archived)', async () => {
    const { params, owner } = await accountWithContract();
    await completeContract(params.c);
    await callRoute(start, { params });
    const empty = await projectOf(owner.accountId, 'Empty');
    const res = await callRoute(listProjects, {
      url: `http://localhost/api/group/account/${owner.accountId}/contract_group?filter=all`,
      params: { acc: owner.accountId },
    });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.projects.map((p: { id: string; status: string }) => [p.id, p.status]));
    expect(byId.get(params.g)).toBe('current');
    expect(byId.get(empty.id)).toBe('draft');
  });
});

describe('who may cause it', () => {
  it("another account's contract actions never move this account's project", async () => {
    const { params } = await accountWithContract();
    await completeContract(params.c);
    const intruder = await accountWithContract({ name: 'Intruder' });
    signInAs(intruder.owner.userId);
    expect((await callRoute(start, { params: { ...params, acc: intruder.owner.accountId } })).status).toBe(
      404,
    );
    expect(await statusOf(params.g)).toBe('draft');
    expect(
      await db().history.count({ where: { projectId: params.g, accountId: intruder.owner.accountId } }),
    ).toBe(0);
  });
});
