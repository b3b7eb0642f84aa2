// Who may read and change a schedule: view roles read only; another account's users get 403/404 and
// no data; an item id of one contract used under another contract's path is a 404.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../support/call-route';
import { signInAs } from '../support/session';
import { add, BASE, contractFixture, list, memberOf, storedTotals, type Ctx } from '../support/line-items';
import { createProjectWithContract } from '../support/factories';
import { csvUploadRequest } from '../support/schedule-csv';
import { db } from '@/lib/db/client';
import {
  GET as listRoute,
  POST as upsertRoute,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';
import {
  DELETE as deleteRoute,
  PATCH as patchRoute,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route';
import { POST as approveRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/approve/route';
import { POST as convertRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/convert-to-fixed/route';
import { PATCH as orderRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/order/route';
import { GET as historyRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/history/route';
import { GET as exportRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/history/export/route';
import { POST as importRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/import/route';
import { GET as templateRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/template/route';

type Params = Record<string, string>;

async function importCsv(params: Params, text: string) {
  const request = await csvUploadRequest(`${BASE}/import?kind=base`, text);
  const response = await importRoute(request, { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

/** Every handler, called with these params, item id and payloads; answers keyed by name. */
async function callEverything(params: Params, itemId: string) {
  const item = { ...params, itemId };
  const download = async (handler: typeof exportRoute) => {
    const response = await handler(new Request(BASE), { params: Promise.resolve(params) });
    return { status: response.status, body: await response.text() };
  };
  return {
    list: await callRoute(listRoute, { params, url: `${BASE}?kind=base` }),
    create: await callRoute(upsertRoute, { params, body: { kind: 'base', description: 'Intruder' } }),
    upsert: await callRoute(upsertRoute, {
      params,
      body: { id: itemId, kind: 'base', description: 'Intruder' },
    }),
    patch: await callRoute(patchRoute, { method: 'PATCH', params: item, body: { description: 'Intruder' } }),
    remove: await callRoute(deleteRoute, { method: 'DELETE', params: item }),
    approve: await callRoute(approveRoute, {
      params: item,
      url: 'http://localhost/x?status=approved',
      body: {},
    }),
    convert: await callRoute(convertRoute, { method: 'POST', params: item }),
    order: await callRoute(orderRoute, {
      method: 'PATCH',
      params,
      body: { kind: 'base', parent_id: null, ids: [itemId] },
    }),
    history: await callRoute(historyRoute, { params, url: `${BASE}/history` }),
    export: await download(exportRoute),
    template: await download(templateRoute),
    import: await importCsv(params, 'Description,Total\nIntruder,1'),
  };
}

async function victim(): Promise<Ctx & { itemId: string }> {
  const ctx = await contractFixture('Victim Ltd');
  const itemId = await add(ctx, {
    label: 'SECRET-1',
    description: 'Secret item',
    total: '99,999.00',
    is_provisional: true,
  });
  return { ...ctx, itemId };
}

async function expectUntouched(ctx: Ctx & { itemId: string }) {
  expect(await storedTotals(ctx.contractId)).toEqual({ 'SECRET-1': 9_999_900 });
  const row = await db().lineItem.findUniqueOrThrow({ where: { id: ctx.itemId } });
  expect(row).toMatchObject({ description: 'Secret item', isProvisional: true });
  expect(await db().history.count({ where: { contractId: ctx.contractId } })).toBe(1);
}

describe('roles within the account', () => {
  it('a view-only member reads the schedule (can_edit false) and every write is 403', async () => {
    const ctx = await victim();
    signInAs(await memberOf(ctx.accountId, 'view'));
    const answers = await callEverything(ctx.params, ctx.itemId);
    expect(answers.list).toMatchObject({ status: 200, body: { can_edit: false } });
    for (const read of ['history', 'export', 'template'] as const) expect(answers[read].status).toBe(200);
    for (const write of [
      'create',
      'upsert',
      'patch',
      'remove',
      'approve',
      'convert',
      'order',
      'import',
    ] as const) {
      expect([write, answers[write].status]).toEqual([write, 403]);
    }
    await expectUntouched(ctx);
  });

  it('a member with no account role needs a contract role: contract_view reads, contract_admin writes', async () => {
    const ctx = await victim();
    const user = await memberOf(ctx.accountId, 'none');
    signInAs(user);
    expect((await list(ctx)).status).toBe(403);
    await db().contractMember.create({
      data: { accountId: ctx.accountId, contractId: ctx.contractId, userId: user, role: 'contract_view' },
    });
    expect(await list(ctx)).toMatchObject({ status: 200, body: { can_edit: false } });
    expect(
      (await callRoute(upsertRoute, { params: ctx.params, body: { kind: 'base', description: 'x' } })).status,
    ).toBe(403);
    await db().contractMember.updateMany({ where: { userId: user }, data: { role: 'contract_admin' } });
    expect(
      (await callRoute(upsertRoute, { params: ctx.params, body: { kind: 'base', description: 'x' } })).status,
    ).toBe(201);
  });
});

describe('another account', () => {
  it("using the victim's account id in the path: 403 everywhere, no data", async () => {
    const ctx = await victim();
    const intruder = await contractFixture('Intruder Ltd');
    signInAs(intruder.userId);
    const answers = await callEverything(ctx.params, ctx.itemId);
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, answer.status]).toEqual([name, 403]);
      expect(JSON.stringify(answer.body)).not.toMatch(/SECRET|Secret item/);
    }
    await expectUntouched(ctx);
  });

  it("its own account id with the victim's project and contract ids: 404 everywhere, no data", async () => {
    const ctx = await victim();
    const intruder = await contractFixture('Intruder Ltd');
    const answers = await callEverything({ ...ctx.params, acc: intruder.accountId }, ctx.itemId);
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, answer.status]).toEqual([name, 404]);
      expect(JSON.stringify(answer.body)).not.toMatch(/SECRET|Secret item/);
    }
    await expectUntouched(ctx);
  });

  it("the victim's item id under the intruder's own contract: 404 (or a refused order), no data", async () => {
    const ctx = await victim();
    const intruder = await contractFixture('Intruder Ltd');
    const answers = await callEverything(intruder.params, ctx.itemId);
    expect(answers.list.body.items).toEqual([]);
    for (const name of ['upsert', 'patch', 'remove', 'approve', 'convert'] as const) {
      expect([name, answers[name].status]).toEqual([name, 404]);
    }
    expect(answers.order.status).toBe(409);
    expect(JSON.stringify(answers)).not.toMatch(/SECRET|Secret item/);
    await expectUntouched(ctx);
  });
});

describe('two contracts of one account', () => {
  it('an item id of contract X under contract Y is a 404', async () => {
    const x = await victim();
    const { project, contract } = await createProjectWithContract(x.accountId, 'Project Y');
    const y = { ...x, params: { acc: x.accountId, g: project.id, c: contract.id } };
    const patch = await callRoute(patchRoute, {
      method: 'PATCH',
      params: { ...y.params, itemId: x.itemId },
      body: { description: 'x' },
    });
    expect(patch.status).toBe(404);
    // X's project with Y's contract: the contract is not placed there.
    expect(
      (
        await callRoute(patchRoute, {
          method: 'PATCH',
          params: { ...x.params, c: contract.id, itemId: x.itemId },
          body: { description: 'x' },
        })
      ).status,
    ).toBe(404);
    const child = await callRoute(upsertRoute, {
      params: y.params,
      body: { kind: 'base', parent_id: x.itemId, description: 'x' },
    });
    expect(child.status).toBe(404);
    await expectUntouched(x);
  });
});

describe('a shared contract', () => {
  it('the other party sees the schedule through its own placement, and only that way', async () => {
    const payee = await victim();
    const payer = await contractFixture('Harbour Test Ltd');
    const payerProject = payer.projectId;
    await db().contractPlacement.create({
      data: {
        contractId: payee.contractId,
        accountId: payer.accountId,
        projectId: payerProject,
        side: 'cert',
      },
    });
    signInAs(payer.userId);
    const own = await callRoute(listRoute, {
      params: { acc: payer.accountId, g: payerProject, c: payee.contractId },
      url: `${BASE}?kind=base`,
    });
    expect(own.status).toBe(200);
    expect(own.body.items[0].label).toBe('SECRET-1');
    // Through the payee's project id: not the payer's placement.
    const other = await callRoute(patchRoute, {
      method: 'PATCH',
      params: { acc: payer.accountId, g: payee.projectId, c: payee.contractId, itemId: payee.itemId },
      body: { description: 'x' },
    });
    expect(other.status).toBe(404);
    // Each account keeps its own history: the payer sees none of the payee's entries.
    const history = await callRoute(historyRoute, {
      params: { acc: payer.accountId, g: payerProject, c: payee.contractId },
    });
    expect(history.body).toMatchObject({ total: 0, history: [] });
  });
});
