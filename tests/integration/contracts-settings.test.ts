import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { accountWithContract, placeCounterparty, userOf } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { PATCH as settings } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/settings/route';
import {
  GET as listMembers,
  POST as saveMembers,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/members/route';
import { GET as history } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/history/route';

describe('PATCH …/settings', () => {
  it('switches maintenance mode and the claim side bulk email; the cert side switch belongs to the payer', async () => {
    const { params } = await accountWithContract();
    const res = await callRoute(settings, {
      method: 'PATCH',
      params,
      body: { maintenance_mode: true, claim_bulk_email: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.setting).toMatchObject({
      maintenance_mode: true,
      email_setting: { claim: { is_bulk: true } },
    });
    expect(
      (await callRoute(settings, { method: 'PATCH', params, body: { cert_bulk_email: true } })).status,
    ).toBe(403);
    // The integration link needs an account with integrations.
    const link = await callRoute(settings, {
      method: 'PATCH',
      params,
      body: { enable_integration_link: true },
    });
    expect(link.status).toBe(422);
    await db().integrationSyncLog.create({
      data: { accountId: params.acc, provider: 'procore', issueDetails: 'ok' },
    });
    expect(
      (await callRoute(settings, { method: 'PATCH', params, body: { enable_integration_link: true } }))
        .status,
    ).toBe(200);
  });

  it('refuses unknown or empty bodies and non-booleans, and view users', async () => {
    const { params, owner } = await accountWithContract();
    for (const body of [{}, { maintenance_mode: 'yes' }, { status: 'started' }]) {
      expect((await callRoute(settings, { method: 'PATCH', params, body })).status).toBe(422);
    }
    signInAs(await userOf(owner.accountId, 'view'));
    expect(
      (await callRoute(settings, { method: 'PATCH', params, body: { maintenance_mode: true } })).status,
    ).toBe(403);
    expect((await db().contract.findUniqueOrThrow({ where: { id: params.c } })).maintenanceMode).toBe(false);
  });
});

describe('members (GET/POST …/members)', () => {
  it("replaces the account's members and lists them with the account's users", async () => {
    const { params, owner } = await accountWithContract();
    const admin = await userOf(owner.accountId, 'admin', 'Mere Admin');
    const viewer = await userOf(owner.accountId, 'none', 'Tama Viewer');
    const body = {
      members: [
        { user_id: admin, role: 'contract_admin', is_key_contact: true },
        { user_id: viewer, role: 'contract_view' },
      ],
    };
    const res = await callRoute(saveMembers, { params, body });
    expect(res.status).toBe(200);
    expect(res.body.members).toEqual([
      {
        user_id: admin,
        name: 'Mere Admin',
        email: expect.any(String),
        role: 'contract_admin',
        is_key_contact: true,
      },
      {
        user_id: viewer,
        name: 'Tama Viewer',
        email: expect.any(String),
        role: 'contract_view',
        is_key_contact: false,
      },
    ]);
    expect(res.body.users.map((u: { user_id: string }) => u.user_id).sort()).toEqual(
      [admin, viewer, owner.userId].sort(),
    );
    // The contract_view member now reads the contract although the account role is none.
    signInAs(viewer);
    expect((await callRoute(listMembers, { params })).status).toBe(200);
    signInAs(owner.userId);
    expect((await callRoute(saveMembers, { params, body: { members: [] } })).body.members).toEqual([]);
  });

  it("refuses another account's users, duplicates and bad roles; changes nothing", async () => {
    const { params } = await accountWithContract();
    const stranger = await createAccountWithOwner();
    for (const members of [
      [{ user_id: stranger.userId, role: 'contract_admin' }],
      [{ user_id: params.acc, role: 'owner' }],
    ]) {
      expect((await callRoute(saveMembers, { params, body: { members } })).status).toBe(422);
    }
    const me = (await db().membership.findFirstOrThrow({ where: { accountId: params.acc } })).userId;
    const twice = [
      { user_id: me, role: 'contract_admin' },
      { user_id: me, role: 'contract_view' },
    ];
    expect((await callRoute(saveMembers, { params, body: { members: twice } })).status).toBe(422);
    expect(await db().contractMember.count({ where: { contractId: params.c } })).toBe(0);
  });

  it('each side sees and changes only its own members; strangers get nothing', async () => {
    const { params, owner } = await accountWithContract();
    await callRoute(saveMembers, {
      params,
      body: { members: [{ user_id: owner.userId, role: 'contract_admin' }] },
    });
    const { other, params: theirs } = await placeCounterparty(params.c, 'cert');
    signInAs(other.userId);
    const seen = await callRoute(listMembers, { params: theirs });
    expect(seen.body.members).toEqual([]);
    await callRoute(saveMembers, { params: theirs, body: { members: [] } });
    expect(
      await db().contractMember.count({ where: { contractId: params.c, accountId: owner.accountId } }),
    ).toBe(1);
    const stranger = await createAccountWithOwner();
    signInAs(stranger.userId);
    expect((await callRoute(listMembers, { params })).status).toBe(403);
    expect((await callRoute(listMembers, { params: { ...params, acc: stranger.accountId } })).status).toBe(
      404,
    );
    expect(
      (
        await callRoute(saveMembers, {
          params: { ...params, acc: stranger.accountId },
          body: { members: [] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET …/history?page&limit', () => {
  it('pages by 20, newest first, with who (support named as such) and what', async () => {
    const { params, owner } = await accountWithContract();
    const support = await db().user.create({
      data: { email: `s-${crypto.randomUUID()}@x.test`, name: 'Sam Support' },
    });
    const base = Date.now();
    await db().history.createMany({
      data: Array.from({ length: 24 }, (_, i) => ({
        accountId: owner.accountId,
        contractId: params.c,
        actorUserId: i === 23 ? support.id : owner.userId,
        actingAsSupport: i === 23,
        action: i % 2 ? 'contract.settings_updated' : 'claim.issued',
        createdAt: new Date(base + (i + 1) * 1000),
      })),
    });
    const first = await callRoute(history, { params, url: 'http://localhost/h' });
    expect(first.body).toMatchObject({ page: 1, limit: 20, total: 25 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toMatchObject({
      who: 'ClaimCert support',
      what: 'Changed the contract settings',
    });
    expect(first.body.data[1]).toMatchObject({ who: 'Kauri Interiors Owner', what: 'Claim issued' });
    const second = await callRoute(history, { params, url: 'http://localhost/h?page=2' });
    expect(second.body.data).toHaveLength(5);
    expect(second.body.data.at(-1)).toMatchObject({
      action: 'contract.created',
      what: 'Created the contract: Interior fit-out',
    });
    for (const q of ['page=0', 'page=x', 'limit=1000', 'limit=-1']) {
      expect((await callRoute(history, { params, url: `http://localhost/h?${q}` })).status).toBe(422);
    }
  });

  it("shows only the caller's account's rows; strangers get nothing", async () => {
    const { params } = await accountWithContract();
    const { other, params: theirs } = await placeCounterparty(params.c, 'cert');
    signInAs(other.userId);
    expect((await callRoute(history, { params: theirs, url: 'http://localhost/h' })).body.total).toBe(0);
    const stranger = await createAccountWithOwner();
    signInAs(stranger.userId);
    expect(
      (
        await callRoute(history, {
          params: { ...params, acc: stranger.accountId },
          url: 'http://localhost/h',
        })
      ).status,
    ).toBe(404);
  });
});
