// Editing projects: PATCH upsert, retention, pinning and members; permissions change nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';
import { SCALE } from '../support/project-factories';
import { db } from '@/lib/db/client';
import { GET as list, POST as create } from '@/app/api/group/account/[acc]/contract_group/route';
import { PATCH as patch } from '@/app/api/group/account/[acc]/contract_group/[g]/route';
import {
  GET as getMembers,
  POST as postMembers,
} from '@/app/api/group/account/[acc]/contract_group/[g]/members/route';
import {
  DELETE as deleteRetention,
  PUT as putRetention,
} from '@/app/api/group/account/[acc]/contract_group/[g]/retention/route';
import { POST as pin } from '@/app/api/group/account/[acc]/contract_group/[g]/pin/route';

let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;

beforeEach(async () => {
  owner = await createAccountWithOwner('Tui Builders');
  signInAs(owner.userId);
});

const createProject = (body: unknown, acc = owner.accountId) => callRoute(create, { params: { acc }, body });

describe('PATCH, retention, pin', () => {
  const newProject = async () =>
    (await createProject({ name: 'Editable', project_number: 'E-1', retention: SCALE })).body.id as string;

  it('changes only the fields sent; retention type none removes the retention', async () => {
    const g = await newProject();
    const res = await callRoute(patch, {
      method: 'PATCH',
      params: { acc: owner.accountId, g },
      body: { name: 'Edited', suburb: 'Ponsonby', retention: { retention_type: 'none' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Edited',
      project_number: 'E-1',
      suburb: 'Ponsonby',
      retention: null,
    });
    expect(await db().retentionRule.count({ where: { projectId: g } })).toBe(0);
    const cleared = await callRoute(patch, {
      method: 'PATCH',
      params: { acc: owner.accountId, g },
      body: { project_number: '' },
    });
    expect(cleared.body.project_number).toBeNull();
  });

  it('PUT retention replaces it (a switch of type leaves no stale tiers); DELETE removes it', async () => {
    const g = await newProject();
    const put = await callRoute(putRetention, {
      method: 'PUT',
      params: { acc: owner.accountId, g },
      body: {
        retention_type: 'fixed',
        firstpercent: '5',
        firstamount: '25,000',
        pcd_percent: '50',
        dlppercent: '50',
        release_dlp_type: 'date',
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.retention).toMatchObject({
      retention_type: 'fixed',
      firstpercent: 500,
      firstamount: 2_500_000,
      release_dlp_type: 'date',
      dlpdays: null,
    });
    expect(await db().retentionRule.findUniqueOrThrow({ where: { projectId: g } })).toMatchObject({
      firstNextBps: null,
      firstNextAmount: null,
      maximumAmount: null,
      excessBps: null,
    });
    const bad = await callRoute(putRetention, {
      method: 'PUT',
      params: { acc: owner.accountId, g },
      body: { retention_type: 'fixed', firstpercent: '5' },
    });
    expect(bad.status).toBe(422);
    const del = await callRoute(deleteRetention, { method: 'DELETE', params: { acc: owner.accountId, g } });
    expect(del.body).toEqual({ retention: null });
    const actions = (
      await db().history.findMany({ where: { projectId: g }, orderBy: { createdAt: 'asc' } })
    ).map((h) => h.action);
    expect(actions).toEqual(['project.created', 'project.retention_saved', 'project.retention_removed']);
  });

  it('pins and unpins; pinned projects come first', async () => {
    await createProject({ name: 'Alpha' });
    const g = (await createProject({ name: 'Zulu' })).body.id;
    const res = await callRoute(pin, { params: { acc: owner.accountId, g }, body: { is_pinned: true } });
    expect(res.body).toEqual({ is_pinned: true });
    const listed = await callRoute(list, {
      params: { acc: owner.accountId },
      url: 'http://localhost/x?sort=name',
    });
    expect(listed.body.projects.map((p: { name: string }) => p.name)).toEqual(['Zulu', 'Alpha']);
    expect(
      (await callRoute(pin, { params: { acc: owner.accountId, g }, body: { is_pinned: 'yes' } })).status,
    ).toBe(422);
  });

  it('a view-role user cannot edit, pin or change retention; nothing changes', async () => {
    const g = await newProject();
    signInAs((await addMember(owner.accountId, 'view')).userId);
    const params = { acc: owner.accountId, g };
    expect((await callRoute(patch, { method: 'PATCH', params, body: { name: 'Hacked' } })).status).toBe(403);
    expect((await callRoute(pin, { params, body: { is_pinned: true } })).status).toBe(403);
    expect((await callRoute(deleteRetention, { method: 'DELETE', params })).status).toBe(403);
    expect(await db().project.findUniqueOrThrow({ where: { id: g } })).toMatchObject({
      name: 'Editable',
      isPinned: false,
    });
    expect(await db().retentionRule.count({ where: { projectId: g } })).toBe(1);
  });

  it("another account's user gets 404 through their own account and 403 through ours; nothing changes", async () => {
    const g = await newProject();
    const other = await createAccountWithOwner('Intruder Ltd');
    signInAs(other.userId);
    for (const acc of [other.accountId, owner.accountId]) {
      const status = acc === other.accountId ? 404 : 403;
      const params = { acc, g };
      expect((await callRoute(patch, { method: 'PATCH', params, body: { name: 'Hacked' } })).status).toBe(
        status,
      );
      expect((await callRoute(pin, { params, body: { is_pinned: true } })).status).toBe(status);
      expect(
        (await callRoute(putRetention, { method: 'PUT', params, body: { retention_type: 'none' } })).status,
      ).toBe(status);
      expect((await callRoute(postMembers, { params, body: { members: [] } })).status).toBe(status);
    }
    expect(await db().project.findUniqueOrThrow({ where: { id: g } })).toMatchObject({
      name: 'Editable',
      isPinned: false,
    });
    expect(await db().retentionRule.count({ where: { projectId: g } })).toBe(1);
  });
});

describe('members', () => {
  it('replaces the list; GET offers the account’s active users', async () => {
    const g = (await createProject({ name: 'Team' })).body.id;
    const a = await addMember(owner.accountId, 'none', { name: 'Ana' });
    await addMember(owner.accountId, 'admin', { name: 'Gone', status: 'inactive' });
    const params = { acc: owner.accountId, g };
    const res = await callRoute(postMembers, {
      params,
      body: { members: [{ user_id: a.userId, role: 'project_admin', is_key_contact: true }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      still_allowed: true,
      members: [{ user_id: a.userId, name: 'Ana', role: 'project_admin', is_key_contact: true }],
    });
    const got = await callRoute(getMembers, { params });
    expect(got.body.users.map((u: { name: string }) => u.name).sort()).toEqual(['Ana', 'Tui Builders Owner']);
    const replaced = await callRoute(postMembers, { params, body: { members: [] } });
    expect(replaced.body.members).toEqual([]);
    expect(await db().history.count({ where: { projectId: g, action: 'project.members_updated' } })).toBe(2);
  });

  it('tells a project admin who removed themselves that they lost access (§6)', async () => {
    const g = (await createProject({ name: 'Team' })).body.id;
    const admin = await addMember(owner.accountId, 'none');
    await db().projectMember.create({
      data: { accountId: owner.accountId, projectId: g, userId: admin.userId, role: 'project_admin' },
    });
    signInAs(admin.userId);
    const res = await callRoute(postMembers, {
      params: { acc: owner.accountId, g },
      body: { members: [{ user_id: admin.userId, role: 'project_view' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.still_allowed).toBe(false);
    expect(await db().projectMember.findFirstOrThrow({ where: { projectId: g } })).toMatchObject({
      role: 'project_view',
    });
  });

  it('a project viewer may read members but not change them', async () => {
    const g = (await createProject({ name: 'Team' })).body.id;
    const viewer = await addMember(owner.accountId, 'none');
    await db().projectMember.create({
      data: { accountId: owner.accountId, projectId: g, userId: viewer.userId, role: 'project_view' },
    });
    signInAs(viewer.userId);
    expect((await callRoute(getMembers, { params: { acc: owner.accountId, g } })).status).toBe(200);
    expect(
      (await callRoute(postMembers, { params: { acc: owner.accountId, g }, body: { members: [] } })).status,
    ).toBe(403);
    expect(await db().projectMember.count({ where: { projectId: g } })).toBe(1);
  });
});
