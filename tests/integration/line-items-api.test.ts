// The schedule-of-values API (spec §7 "Line items"): the tree and its figures, parent = Σ children
// after every kind of write, and the §4 locks (409). Bad input: line-items-input.test.ts.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../support/call-route';
import {
  add,
  certify,
  contractFixture,
  expectParentsAreSums,
  flat,
  list,
  patchItem as patch,
  removeItem as remove,
  storedTotals,
  threeLevels,
} from '../support/line-items';
import { db } from '@/lib/db/client';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import { POST as upsertRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';
import { PATCH as orderRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/order/route';

describe('GET …/lineitem: the tree with every figure from lib/domain', () => {
  it('values rate items, lump sums and parents (three levels) and reports the locks', async () => {
    const ctx = await contractFixture();
    await threeLevels(ctx);
    const res = await list(ctx);
    expect(res.status).toBe(200);
    const items = flat(res.body.items);
    // $85.50 × 1,200 = $102,600.00; B = 10 × $5.00 + $100.00 = $150.00 (its own typed sum gave way).
    expect(items.A).toMatchObject({
      total: 10_260_000,
      quantity: 120_000,
      rate: 8_550,
      value_type: 'rate',
      depth: 1,
    });
    expect(items.B).toMatchObject({
      total: 15_000,
      value_type: 'lump',
      quantity: null,
      rate: null,
      depth: 1,
    });
    expect(items.B1).toMatchObject({ total: 5_000, depth: 2 });
    expect(items.P).toMatchObject({ total: 10_275_000, depth: 0 });
    expect(items.P.locks).toEqual({
      edit: true,
      add_child: true,
      delete: true,
      approve: false,
      reject: false,
      convert: false,
    });
    expect(res.body).toMatchObject({ kind: 'base', totals: { total: 10_275_000 }, can_edit: true });
    expect(await storedTotals(ctx.contractId)).toEqual({
      P: 10_275_000,
      A: 10_260_000,
      B: 15_000,
      B1: 5_000,
      B2: 10_000,
    });
  });

  it('a zero lump sum is 0, and a provisional sum may be 0 (§5)', async () => {
    const ctx = await contractFixture();
    await add(ctx, { label: 'Z', description: 'Nothing yet' });
    await add(ctx, { label: 'PS', description: 'Provisional sum', total: '', is_provisional: true });
    const items = flat((await list(ctx)).body.items);
    expect(items.Z).toMatchObject({ total: 0, is_provisional: false });
    expect(items.PS).toMatchObject({ total: 0, is_provisional: true, locks: { convert: true } });
  });
});

describe('parents stay the sum of their children', () => {
  it('after create, update, delete and reorder', async () => {
    const ctx = await contractFixture();
    const { p, a, b, b1 } = await threeLevels(ctx);
    await expectParentsAreSums(ctx.contractId);

    expect((await patch(ctx, b1, { quantity: '20' })).status).toBe(200);
    expect((await storedTotals(ctx.contractId)).P).toBe(10_260_000 + 20 * 500 + 10_000);
    await expectParentsAreSums(ctx.contractId);

    expect((await patch(ctx, a, { rate: null, total: '1.00' })).status).toBe(200);
    expect(flat((await list(ctx)).body.items).A).toMatchObject({
      value_type: 'lump',
      rate: null,
      total: 100,
    });
    await expectParentsAreSums(ctx.contractId);

    const order = await callRoute(orderRoute, {
      method: 'PATCH',
      params: ctx.params,
      body: { kind: 'base', parent_id: p, ids: [b, a] },
    });
    expect(order.status).toBe(200);
    const reordered = (await list(ctx)).body.items[0];
    expect(reordered.children.map((c: { label: string }) => c.label)).toEqual(['B', 'A']);
    await expectParentsAreSums(ctx.contractId);

    const deleted = await remove(ctx, b);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 3 } });
    expect(await storedTotals(ctx.contractId)).toEqual({ P: 100, A: 100 });

    // The last child gone, the parent is a leaf again with nothing of its own.
    expect((await remove(ctx, a)).status).toBe(200);
    expect(flat((await list(ctx)).body.items).P).toMatchObject({
      total: 0,
      value_type: 'lump',
      children: [],
    });
  });

  it('an order that is not exactly the current children is refused (409)', async () => {
    const ctx = await contractFixture();
    const x = await add(ctx, { label: 'X', description: 'x' });
    await add(ctx, { label: 'Y', description: 'y' });
    const res = await callRoute(orderRoute, {
      method: 'PATCH',
      params: ctx.params,
      body: { kind: 'base', parent_id: null, ids: [x] },
    });
    expect(res).toMatchObject({ status: 409, body: { errors: [{ message: LOCK_MESSAGES.staleOrder }] } });
  });

  it('POST with an id updates that item (upsert)', async () => {
    const ctx = await contractFixture();
    const id = await add(ctx, { label: '1', description: 'Old' });
    const res = await callRoute(upsertRoute, {
      params: ctx.params,
      body: { id, kind: 'base', description: 'New', total: '5.00' },
    });
    expect(res).toMatchObject({ status: 200, body: { id } });
    expect(flat((await list(ctx)).body.items)['1']).toMatchObject({ description: 'New', total: 500 });
    const moved = await callRoute(upsertRoute, {
      params: ctx.params,
      body: { id, kind: 'variation', description: 'x' },
    });
    expect(moved.status).toBe(422);
  });
});

describe('§4 lock rules are enforced by the server (409) and shown in the list', () => {
  it('certified money locks the item and its children from edit, add-child and delete', async () => {
    const ctx = await contractFixture();
    const { p, a, b1 } = await threeLevels(ctx);
    await certify(ctx.contractId, { [a]: 50_000 });
    const before = await storedTotals(ctx.contractId);

    expect(await patch(ctx, a, { description: 'Changed' })).toMatchObject({
      status: 409,
      body: { errors: [{ message: LOCK_MESSAGES.edit }] },
    });
    expect((await remove(ctx, a)).status).toBe(409);
    // The parent has certified money through A: it cannot take new children or go.
    expect(
      (
        await callRoute(upsertRoute, {
          params: ctx.params,
          body: { kind: 'base', parent_id: p, description: 'n' },
        })
      ).status,
    ).toBe(409);
    expect(await remove(ctx, p)).toMatchObject({
      status: 409,
      body: { errors: [{ message: LOCK_MESSAGES.delete }] },
    });
    // A sibling branch with nothing certified stays open.
    expect((await patch(ctx, b1, { description: 'Board, 13 mm' })).status).toBe(200);
    expect(await storedTotals(ctx.contractId)).toEqual(before);

    const items = flat((await list(ctx)).body.items);
    expect(items.A).toMatchObject({
      certified_to_date: 50_000,
      locks: { edit: false, add_child: false, delete: false },
    });
    expect(items.P.locks).toMatchObject({ edit: false, delete: false });
    expect(items.B1.locks).toMatchObject({ edit: true, delete: true });
  });

  it('a parent with a locked child cannot be deleted with it', async () => {
    const ctx = await contractFixture();
    const v = await add(ctx, {
      kind: 'variation',
      label: 'V',
      description: 'Variation',
      is_provisional: true,
      total: 100,
    });
    const line = await add(ctx, {
      kind: 'variation',
      label: 'V.1',
      parent_id: v,
      description: 'Line',
      total: 100,
    });
    await db().lineItem.update({ where: { id: line }, data: { approvalStatus: 'approved' } });
    // The provisional parent itself could go (§4), but its approved fixed line may not.
    expect((await remove(ctx, v)).status).toBe(409);
  });
});
