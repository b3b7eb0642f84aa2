// CSV import (spec §7 "template upload"): every row checked before anything is saved; a bad file
// saves nothing and reports each bad row; a good one is saved whole, parents = Σ children. Also:
// the list's query count does not grow with the number of items.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../support/call-route';
import { signInAs } from '../support/session';
import {
  add,
  BASE,
  certify,
  contractFixture,
  expectParentsAreSums,
  flat,
  list,
  type Ctx,
} from '../support/line-items';
import { csvUploadRequest, scheduleCsv, scheduleRows } from '../support/schedule-csv';
import { countQueries, db } from '@/lib/db/client';
import { INPUT_ERRORS } from '@/lib/domain/numbers-input';
import { SCHEDULE_CSV_ERRORS } from '@/lib/domain/line-items-csv';
import { GET as listRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';
import { POST as importRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/import/route';
import { GET as templateRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/template/route';
import { PATCH as patchRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route';

async function upload(ctx: Ctx, text: string, query = 'kind=base', field = 'file') {
  const request = await csvUploadRequest(`${BASE}/import?${query}`, text, field);
  const response = await importRoute(request, { params: Promise.resolve(ctx.params) });
  return { status: response.status, body: await response.json() };
}

/** 20 sections × 9 groups × 10 items: 20 + 180 + 1,800 = 2,000 rows, three levels. */
const TWO_THOUSAND = scheduleRows(20, 9, 10);

const count = (ctx: Ctx) => db().lineItem.count({ where: { contractId: ctx.contractId } });

describe('POST …/lineitem/import', () => {
  it('a 2,000-row file with 5 bad rows saves nothing and reports exactly those rows', async () => {
    const ctx = await contractFixture();
    const rows = [...TWO_THOUSAND];
    // Lines in the file are index + 2 (the header is line 1).
    rows[10] = rows[10]!.replace(',no,no', ',maybe,no');
    rows[503] = rows[503]!.replace(/,(\d+),m2,/, ',$1.234,m2,');
    rows[999] = rows[999]!.replace(/Item [\d.]+/, '');
    rows[1503] = rows[1503]!.replace(/^([\d.]+),([\d.]+),/, '$1,99.99,');
    rows[1998] = rows[1998]!.replace(/,m2,([\d.]+),/, ',m2,0$1,');
    const res = await upload(ctx, scheduleCsv(rows));
    expect(res.status).toBe(422);
    const lines = [...new Set(res.body.errors.map((e: { field: string }) => Number(e.field.split('.')[1])))];
    expect(lines).toEqual([12, 505, 1001, 1505, 2000]);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      `Row 12, Provisional: ${SCHEDULE_CSV_ERRORS.yesNo}`,
      `Row 505, Qty: ${INPUT_ERRORS.decimals}`,
      `Row 1001, Description: ${SCHEDULE_CSV_ERRORS.descriptionRequired}`,
      'Row 1505, Parent Ref: Parent Ref "99.99" is neither in the file nor in this schedule',
      `Row 2000, Rate: ${INPUT_ERRORS.leadingZero}`,
    ]);
    expect(await count(ctx)).toBe(0);
    expect(await db().history.count({ where: { contractId: ctx.contractId } })).toBe(0);
  });

  it('fixed, preview checks it without saving, then the import saves all 2,000 with parents = Σ children', async () => {
    const ctx = await contractFixture();
    const text = scheduleCsv(TWO_THOUSAND);
    expect(await upload(ctx, text, 'kind=base&preview=true')).toEqual({
      status: 200,
      body: { preview: true, valid: true, rows: 2_000 },
    });
    expect(await count(ctx)).toBe(0);

    const { result, queries } = await countQueries(() => upload(ctx, text));
    expect(result).toEqual({ status: 201, body: { imported: 2_000 } });
    expect(queries).toBeLessThan(20);
    expect(await count(ctx)).toBe(2_000);
    expect(await expectParentsAreSums(ctx.contractId)).toBe(200);

    const listed = await list(ctx);
    // Σ over groups j (1..9) of 10 × (j + 1) m2 × Σ over items k (1..10) of (k + 1) × $12.50, per section.
    const perSection = [...Array(9).keys()].reduce((s, j) => s + (j + 2) * 10 * 65 * 1250, 0);
    expect(listed.body.totals.total).toBe(20 * perSection);
    expect(flat(listed.body.items)['20.9.10']).toMatchObject({ depth: 2, quantity: 10_000, rate: 13_750 });
    const history = await db().history.findMany({ where: { contractId: ctx.contractId } });
    expect(history.map((h) => [h.action, (h.details as { count: number }).count])).toEqual([
      ['line_item.imported', 2_000],
    ]);
  });

  it('rows may hang under existing items, but not under locked ones or clash with their refs', async () => {
    const ctx = await contractFixture();
    await add(ctx, { label: 'P', description: 'Existing', quantity: 1, rate: 100 });
    const good = await upload(
      ctx,
      scheduleCsv(['P.1,P,Under existing,,,,"1,000.00",,', 'P.2,P,Another,,,,5,,']),
    );
    expect(good).toMatchObject({ status: 201, body: { imported: 2 } });
    const items = flat((await list(ctx)).body.items);
    expect(items.P).toMatchObject({ total: 100_500, value_type: 'lump', rate: null });
    expect(items.P.children.map((c: { label: string }) => c.label)).toEqual(['P.1', 'P.2']);
    const clash = await upload(ctx, scheduleCsv(['P,,Again,,,,1,,']));
    expect(clash.body.errors[0].message).toBe('Row 2, Ref: Ref "P" is already in this schedule');
    // Money certified on a line under P locks P (§4: its certified to date is no longer 0).
    const line = await db().lineItem.findFirstOrThrow({
      where: { contractId: ctx.contractId, label: 'P.1' },
    });
    await certify(ctx.contractId, { [line.id]: 100 });
    const locked = await upload(ctx, scheduleCsv(['P.3,P,Late addition,,,,1,,']));
    expect(locked.status).toBe(422);
    expect(locked.body.errors[0].message).toContain('Parent Ref "P" is locked');
    expect(await count(ctx)).toBe(3);
  });

  it('variations come in pending; a section with lines is a multi-variation', async () => {
    const ctx = await contractFixture();
    const res = await upload(
      ctx,
      scheduleCsv(['V1,,Extra wall,,,,500,,', 'V2,,Upgrade,,,,,,', 'V2.1,V2,Batts,2,m2,10,,,']),
      'kind=variation',
    );
    expect(res.status).toBe(201);
    const items = flat((await list(ctx, 'variation')).body.items);
    expect(items.V1).toMatchObject({ current_status: 'pending', variation_type: 'basic' });
    expect(items.V2).toMatchObject({ current_status: 'pending', variation_type: 'multi', total: 2_000 });
    expect(items['V2.1']).toMatchObject({ current_status: 'pending', locks: { approve: true } });
  });

  it.each([
    ['no file field', 'Description\nA', 'kind=base', 'other'],
    ['a binary file', 'Description\nA\u0000B', 'kind=base', 'file'],
    ['an unknown kind', 'Description\nA', 'kind=extra', 'file'],
    ['an empty file', '\n', 'kind=base', 'file'],
  ])('%s is refused (422) and saves nothing', async (_label, text, query, field) => {
    const ctx = await contractFixture();
    const res = await upload(ctx, text, query, field);
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect(await count(ctx)).toBe(0);
  });

  it('JSON instead of multipart is 415, and an oversized upload 413', async () => {
    const ctx = await contractFixture();
    expect(
      (await callRoute(importRoute, { params: ctx.params, url: `${BASE}/import?kind=base`, body: {} }))
        .status,
    ).toBe(415);
    const big = 'Description\n' + 'x,'.repeat(1_100_000);
    expect((await upload(ctx, big)).status).toBe(413);
  });

  it('GET …/template is the CSV the import reads', async () => {
    const ctx = await contractFixture();
    const response = await templateRoute(new Request(`${BASE}/template`), {
      params: Promise.resolve(ctx.params),
    });
    expect(response.headers.get('content-disposition')).toContain('schedule-of-values-template.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte-order mark first, so Excel opens it as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      'Ref,Parent Ref,Description,Qty,Unit,Rate,Total,Provisional,Exclude Retention',
    );
    expect(await upload(ctx, text)).toMatchObject({ status: 201, body: { imported: 5 } });
  });
});

describe('query counts do not grow with the schedule', () => {
  it('listing and saving one item take as many queries for 2,000 items as for 200', async () => {
    const small = await contractFixture('Small Ltd');
    await upload(small, scheduleCsv(scheduleRows(2, 9, 10)));
    const large = await contractFixture('Large Ltd');
    await upload(large, scheduleCsv(TWO_THOUSAND));

    const measure = async (ctx: Ctx) => {
      signInAs(ctx.userId);
      const listing = await countQueries(() =>
        callRoute(listRoute, { params: ctx.params, url: `${BASE}?kind=base` }),
      );
      const leaf = await db().lineItem.findFirstOrThrow({
        where: { contractId: ctx.contractId, label: '2.9.10' },
      });
      const saving = await countQueries(() =>
        callRoute(patchRoute, {
          method: 'PATCH',
          params: { ...ctx.params, itemId: leaf.id },
          body: { quantity: '12.5' },
        }),
      );
      expect(listing.result.status).toBe(200);
      expect(saving.result.status).toBe(200);
      return { list: listing.queries, save: saving.queries, items: listing.result.body.items.length };
    };
    const [a, b] = [await measure(small), await measure(large)];
    expect(a.items).toBe(2);
    expect(b.items).toBe(20);
    expect(b.list).toBe(a.list);
    expect(b.save).toBe(a.save);
    expect(await expectParentsAreSums(large.contractId)).toBe(200);
  });
});
