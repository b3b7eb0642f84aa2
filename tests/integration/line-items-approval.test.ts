// Variation approval (§4), Convert to Fixed Value, and the line-item history with its CSV export.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../support/call-route';
import { add, certify, contractFixture, flat, list, storedTotals, type Ctx } from '../support/line-items';
import { db } from '@/lib/db/client';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import { POST as upsertRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';
import { PATCH as patchRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route';
import { POST as approveRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/approve/route';
import { POST as convertRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/convert-to-fixed/route';
import { GET as historyRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/history/route';
import { GET as exportRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/history/export/route';

const decide = (ctx: Ctx, itemId: string, status: string, reason?: string) =>
  callRoute(approveRoute, {
    params: { ...ctx.params, itemId },
    url: `http://localhost/x?status=${status}`,
    body: reason === undefined ? {} : { reason },
  });
const convert = (ctx: Ctx, itemId: string) =>
  callRoute(convertRoute, { method: 'POST', params: { ...ctx.params, itemId } });
const variation = (ctx: Ctx, body: Record<string, unknown>) => add(ctx, { kind: 'variation', ...body });

describe('approve / reject a variation (POST …/approve?status=)', () => {
  it('a basic variation: pending → approved → rejected with a reason; totals follow', async () => {
    const ctx = await contractFixture();
    const v = await variation(ctx, {
      label: 'V1',
      description: 'Fire-rated wall',
      total: '12,450.00',
      variation_reference: 'VO-001',
    });
    let body = (await list(ctx, 'variation')).body;
    expect(body.items[0]).toMatchObject({
      current_status: 'pending',
      variation_type: 'basic',
      locks: { approve: true, reject: true },
    });
    expect(body.totals).toEqual({ total: 1_245_000, approved: 0, pending: 1_245_000 });

    expect(await decide(ctx, v, 'approved')).toMatchObject({ status: 200, body: { status: 'approved' } });
    body = (await list(ctx, 'variation')).body;
    expect(body.items[0]).toMatchObject({
      current_status: 'approved',
      locks: { approve: false, reject: true, edit: false },
    });
    expect(body.totals).toEqual({ total: 1_245_000, approved: 1_245_000, pending: 0 });

    expect(await decide(ctx, v, 'rejected')).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'reason' }] },
    });
    expect((await decide(ctx, v, 'rejected', 'Not instructed')).status).toBe(200);
    body = (await list(ctx, 'variation')).body;
    expect(body.items[0]).toMatchObject({ current_status: 'rejected', reject_reason: 'Not instructed' });
    expect(body.totals).toEqual({ total: 0, approved: 0, pending: 0 });
  });

  it('a multi-variation is decided line by line; its status and total come from its lines', async () => {
    const ctx = await contractFixture();
    const m = await variation(ctx, { label: 'V2', description: 'Acoustic upgrade', variation_type: 'multi' });
    const l1 = await variation(ctx, {
      label: 'V2.1',
      parent_id: m,
      description: 'Batts',
      quantity: 800,
      rate: 1_450,
    });
    const l2 = await variation(ctx, {
      label: 'V2.2',
      parent_id: m,
      description: 'Channels',
      quantity: 800,
      rate: 925,
    });
    expect(await decide(ctx, m, 'approved')).toMatchObject({
      status: 409,
      body: { errors: [{ message: LOCK_MESSAGES.decide }] },
    });
    // Pending lines are shown at their value, but do not count towards the contract yet.
    expect(flat((await list(ctx, 'variation')).body.items).V2).toMatchObject({
      current_status: 'pending',
      total: 19_000,
    });
    expect((await storedTotals(ctx.contractId)).V2).toBe(0);

    await decide(ctx, l1, 'approved');
    let items = flat((await list(ctx, 'variation')).body.items);
    expect(items.V2).toMatchObject({ current_status: 'approved', total: 19_000, variation_type: 'multi' });
    expect(items['V2.1']).toMatchObject({ variation_type: 'multi', current_status: 'approved' });
    expect((await storedTotals(ctx.contractId)).V2).toBe(11_600);

    await decide(ctx, l2, 'rejected', 'Not needed');
    await decide(ctx, l1, 'rejected', 'Descoped');
    items = flat((await list(ctx, 'variation')).body.items);
    expect(items.V2).toMatchObject({ current_status: 'rejected', total: 0 });
    expect((await db().lineItem.findUniqueOrThrow({ where: { id: m } })).approvalStatus).toBe('rejected');
  });

  it('two people approving at once: one wins, the other gets 409', async () => {
    const ctx = await contractFixture();
    const v = await variation(ctx, { label: 'V', description: 'v', total: 100 });
    const answers = await Promise.all([decide(ctx, v, 'approved'), decide(ctx, v, 'approved')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(
      await db().history.count({ where: { action: 'line_item.approved', contractId: ctx.contractId } }),
    ).toBe(1);
  });

  it('refuses base items, certified variations and bad status values', async () => {
    const ctx = await contractFixture();
    const base = await add(ctx, { label: 'B', description: 'b', total: 100 });
    const v = await variation(ctx, { label: 'V', description: 'v', total: 100 });
    expect((await decide(ctx, base, 'approved')).status).toBe(409);
    expect((await decide(ctx, v, 'pending')).status).toBe(422);
    expect((await decide(ctx, v, '')).status).toBe(422);
    await certify(ctx.contractId, { [v]: 50 });
    expect(await decide(ctx, v, 'approved')).toMatchObject({
      status: 409,
      body: { errors: [{ message: LOCK_MESSAGES.decideCertified }] },
    });
    expect((await db().lineItem.findUniqueOrThrow({ where: { id: v } })).approvalStatus).toBe('pending');
  });
});

describe('provisional items and Convert to Fixed Value', () => {
  it('provisional approved: no edit, but children and delete stay open; conversion is one-way', async () => {
    const ctx = await contractFixture();
    const ps = await variation(ctx, {
      label: 'PS',
      description: 'Provisional sum',
      total: '10,000.00',
      is_provisional: true,
    });
    await decide(ctx, ps, 'approved');
    const edit = await callRoute(patchRoute, {
      method: 'PATCH',
      params: { ...ctx.params, itemId: ps },
      body: { description: 'x' },
    });
    expect(edit.status).toBe(409);
    expect(flat((await list(ctx, 'variation')).body.items).PS.locks).toMatchObject({
      edit: false,
      add_child: true,
      delete: true,
      convert: true,
    });

    expect(await convert(ctx, ps)).toMatchObject({ status: 200, body: { is_provisional: false } });
    expect(await convert(ctx, ps)).toMatchObject({
      status: 409,
      body: { errors: [{ message: LOCK_MESSAGES.fixed }] },
    });
    // Fixed and approved: now locked like any other item, and the flag cannot be set back.
    expect(flat((await list(ctx, 'variation')).body.items).PS.locks).toMatchObject({
      add_child: false,
      delete: false,
      convert: false,
    });
    const back = await callRoute(upsertRoute, {
      params: ctx.params,
      body: { id: ps, kind: 'variation', description: 'Provisional sum', is_provisional: true },
    });
    expect(back.status).toBe(422);
    expect((await db().lineItem.findUniqueOrThrow({ where: { id: ps } })).isProvisional).toBe(false);
  });

  it('a line added under an approved provisional sum is part of what was approved', async () => {
    const ctx = await contractFixture();
    const ps = await variation(ctx, {
      label: 'PS',
      description: 'Provisional sum',
      total: '1,000.00',
      is_provisional: true,
    });
    await decide(ctx, ps, 'approved');
    await variation(ctx, { label: 'PS.1', parent_id: ps, description: 'Actual cost', total: '800.00' });
    const items = flat((await list(ctx, 'variation')).body.items);
    expect(items.PS).toMatchObject({ current_status: 'approved', total: 80_000 });
    expect(items['PS.1']).toMatchObject({ current_status: 'approved' });
  });
});

describe('line-item history', () => {
  it('lists each change in words and exports them as CSV (formula text neutralised)', async () => {
    const ctx = await contractFixture();
    const id = await add(ctx, {
      label: '1',
      description: '=HYPERLINK("http://x")',
      quantity: '10',
      rate: '2.50',
      unit: 'm',
    });
    await callRoute(patchRoute, {
      method: 'PATCH',
      params: { ...ctx.params, itemId: id },
      body: { quantity: '12' },
    });
    const page = await callRoute(historyRoute, {
      params: ctx.params,
      url: 'http://localhost/x?page=1&limit=1',
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(page.body.history[0]).toMatchObject({
      action: 'line_item.updated',
      action_label: 'Changed',
      user: 'Kauri Test Ltd Owner',
      section: 'Base contract',
      ref: '1',
      change: 'Qty: 10 → 12; Total: $25.00 → $30.00',
    });
    expect(
      (await callRoute(historyRoute, { params: ctx.params, url: 'http://localhost/x?limit=500' })).status,
    ).toBe(422);

    const response = await exportRoute(new Request('http://localhost/x'), {
      params: Promise.resolve(ctx.params),
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/filename="line-item-history-[\w.-]+\.csv"/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('Date,Time,User,Action,Section,Ref,Description,Details');
    // Dated in the contract's time zone; amounts as plain decimals a spreadsheet reads.
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\d,\d\d:\d\d,Kauri Test Ltd Owner,Changed,Base contract,1,"'=HYPERLINK\(""http:\/\/x""\)",Qty: 10 → 12; Total: 25\.00 → 30\.00$/,
    );
    expect(lines[2]).toContain(',Added,');
  });
});
