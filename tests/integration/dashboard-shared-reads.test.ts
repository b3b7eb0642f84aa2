// The dashboard's reads shared by the viewers of an account (lib/server/permissions/
// shared-by-viewers.ts): one account never sees another's, a member who sees part of the account
// never gets what the owner sees (nor the owner the member's part), a write through /api is seen at
// once, and a change made elsewhere within the stated time.
import { describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { TTL_MS } from '@/lib/server/permissions/shared-by-viewers';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { PATCH as updateProject } from '@/app/api/group/account/[acc]/contract_group/[g]/route';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';

async function dashboardOf(userId: string, accountId: string) {
  const d = await loadDashboard((await resolveActor(userId, accountId))!, {});
  return {
    projects: Object.values(d.projects)
      .flat()
      .map((p) => p.name)
      .sort(),
    active: d.active.map((p) => p.name).sort(),
  };
}

async function firm(name: string) {
  const owner = await createAccountWithOwner(name);
  const a = await createProjectWithContract(owner.accountId, `${name} tower`);
  const b = await createProjectWithContract(owner.accountId, `${name} school`);
  return { owner, tower: a.project, school: b.project };
}

describe("the dashboard's reads shared by an account's viewers", () => {
  it('are never given to another account', async () => {
    const [north, south] = await Promise.all([firm('North'), firm('South')]);
    // Side by side, as concurrent viewers are: each waits on its own account's read.
    const [n, s] = await Promise.all([
      dashboardOf(north.owner.userId, north.owner.accountId),
      dashboardOf(south.owner.userId, south.owner.accountId),
    ]);
    expect(n).toEqual({ projects: ['North school', 'North tower'], active: ['North school', 'North tower'] });
    expect(s).toEqual({ projects: ['South school', 'South tower'], active: ['South school', 'South tower'] });
    expect(await dashboardOf(south.owner.userId, south.owner.accountId)).toEqual(s);
  });

  it('are not given to a member who sees less of the account, nor theirs to the owner', async () => {
    const east = await firm('East');
    const user = await db().user.create({ data: { email: 'site@east.example', name: 'Site' } });
    await db().membership.create({
      data: { accountId: east.owner.accountId, userId: user.id, role: 'none' },
    });
    await db().projectMember.create({
      data: {
        accountId: east.owner.accountId,
        projectId: east.tower.id,
        userId: user.id,
        role: 'project_view',
      },
    });
    const owner = await dashboardOf(east.owner.userId, east.owner.accountId);
    const member = await dashboardOf(user.id, east.owner.accountId);
    expect(owner).toEqual({ projects: ['East school', 'East tower'], active: ['East school', 'East tower'] });
    expect(member).toEqual({ projects: ['East tower'], active: ['East tower'] });
    expect(await dashboardOf(east.owner.userId, east.owner.accountId)).toEqual(owner);
  });

  it('are read again after a write through /api, and after at most the stated time otherwise', async () => {
    const west = await firm('West');
    await dashboardOf(west.owner.userId, west.owner.accountId);
    signInAs(west.owner.userId);
    const renamed = await callRoute(updateProject, {
      method: 'PATCH',
      params: { acc: west.owner.accountId, g: west.tower.id },
      body: { name: 'West tower (stage 2)' },
    });
    expect(renamed.status).toBe(200);
    expect((await dashboardOf(west.owner.userId, west.owner.accountId)).active).toContain(
      'West tower (stage 2)',
    );
    // Changed by another instance or a job: unseen here until the shared read is TTL_MS old.
    await db().project.update({ where: { id: west.school.id }, data: { name: 'West school (new wing)' } });
    await new Promise((resolve) => setTimeout(resolve, TTL_MS));
    expect((await dashboardOf(west.owner.userId, west.owner.accountId)).active).toContain(
      'West school (new wing)',
    );
  });
});
