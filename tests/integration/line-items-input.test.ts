// Bad input to the schedule-of-values API: every malformed, oversized or hostile request gets a 4xx
// { errors } answer, and nothing changes (no item, no history row).
import { describe, expect, it } from 'vitest';
import { callRoute } from '../support/call-route';
import {
  add,
  BASE,
  contractFixture,
  patchItem as patch,
  removeItem as remove,
  storedTotals,
  threeLevels,
} from '../support/line-items';
import { db } from '@/lib/db/client';
import { INPUT_ERRORS } from '@/lib/domain/numbers-input';
import { LINE_ITEM_ERRORS, LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import {
  GET as listRoute,
  POST as upsertRoute,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';

describe('bad input gets a 4xx { errors } and changes nothing', () => {
  it.each<[string, Record<string, unknown>, number, string?]>([
    ['three decimals', { description: 'x', quantity: '1.234', rate: '1' }, 422, INPUT_ERRORS.decimals],
    ['a leading zero', { description: 'x', total: '012' }, 422, INPUT_ERRORS.leadingZero],
    ['a negative total', { description: 'x', total: '-5' }, 422, INPUT_ERRORS.negative],
    ['a rate without a quantity', { description: 'x', rate: '5' }, 422, LINE_ITEM_ERRORS.rateNeedsQty],
    ['a huge product', { description: 'x', quantity: 9e12, rate: 9e12 }, 422, LINE_ITEM_ERRORS.tooLarge],
    ['an unsafe integer', { description: 'x', total: 2 ** 60 }, 422, LINE_ITEM_ERRORS.tooLarge],
    ['a float', { description: 'x', total: 1.5 }, 422],
    ['no description', { total: '5' }, 422, 'Enter a description'],
    ['a long description', { description: 'x'.repeat(501) }, 422],
    ['an unknown field', { description: 'x', colour: 'red' }, 422],
    ['a site on a base item', { description: 'x', material_site: 'on_site' }, 422],
    ['an unknown kind', { description: 'x', kind: 'extra' }, 422],
    ['a parent id that is not a uuid', { description: 'x', parent_id: "1' OR 1=1" }, 422],
    ['a parent from nowhere', { description: 'x', parent_id: crypto.randomUUID() }, 404],
  ])('%s', async (_label, body, status, message) => {
    const ctx = await contractFixture();
    const res = await callRoute(upsertRoute, { params: ctx.params, body: { kind: 'base', ...body } });
    expect(res.status).toBe(status);
    if (message) expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(await db().lineItem.count({ where: { contractId: ctx.contractId } })).toBe(0);
    expect(await db().history.count({ where: { contractId: ctx.contractId } })).toBe(0);
  });

  it('malformed JSON, an empty patch, value fields on a parent, bad ids', async () => {
    const ctx = await contractFixture();
    const { p } = await threeLevels(ctx);
    const before = await storedTotals(ctx.contractId);
    const history = await db().history.count();
    expect((await callRoute(upsertRoute, { params: ctx.params, rawBody: '{"kind": ' })).status).toBe(400);
    expect((await patch(ctx, p, {})).status).toBe(422);
    expect(await patch(ctx, p, { total: '5' })).toMatchObject({
      status: 422,
      body: { errors: [{ message: LOCK_MESSAGES.hasChildren }] },
    });
    expect((await patch(ctx, 'not-a-uuid', { description: 'x' })).status).toBe(422);
    expect((await patch(ctx, crypto.randomUUID(), { description: 'x' })).status).toBe(404);
    expect(
      (
        await callRoute(upsertRoute, {
          params: ctx.params,
          rawBody: JSON.stringify({ kind: 'base', description: 'x'.repeat(2_000_000) }),
        })
      ).status,
    ).toBe(413);
    expect(await storedTotals(ctx.contractId)).toEqual(before);
    expect(await db().history.count()).toBe(history);
  });

  it('every write leaves one history row', async () => {
    const ctx = await contractFixture();
    const id = await add(ctx, { label: '1', description: 'One' });
    await patch(ctx, id, { description: 'Uno' });
    await patch(ctx, id, { description: 'Uno' }); // no change: no row
    await remove(ctx, id);
    const rows = await db().history.findMany({
      where: { contractId: ctx.contractId },
      orderBy: { createdAt: 'asc' },
    });
    expect(rows.map((r) => r.action)).toEqual([
      'line_item.created',
      'line_item.updated',
      'line_item.deleted',
    ]);
    expect(rows[1]!.details).toMatchObject({ ref: '1', changes: { description: ['One', 'Uno'] } });
  });
});

it('lists answer 422 for a missing or unknown kind', async () => {
  const ctx = await contractFixture();
  expect((await callRoute(listRoute, { params: ctx.params, url: `${BASE}?kind=all` })).status).toBe(422);
  expect((await callRoute(listRoute, { params: ctx.params, url: BASE })).status).toBe(422);
});
