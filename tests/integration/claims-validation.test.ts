// Bad input on the claim routes that create, read and save a claim: a 4xx with { errors } naming
// what is wrong, never a 500, and nothing in the database changes. (Workflow, issue and file
// routes: claims-validation-actions.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { claimRoutes as R } from '../support/claim-routes';
import { claimsSnapshot, seedDraftClaim, type BadInputCase, type DraftClaim } from '../support/claims-demo';

let ctx: DraftClaim;
beforeAll(async () => {
  ctx = await seedDraftClaim();
});

const CASES: BadInputCase[] = [
  ['create: malformed JSON', () => [R.list.POST, { params: ctx.demo.payee, rawBody: '{"claim_from":' }], 400],
  [
    'create: not a date',
    () => [
      R.list.POST,
      { params: ctx.demo.payee, body: { claim_from: '2026-13-01', claim_to: '2026-12-31' } },
    ],
    422,
    'claim_from',
  ],
  [
    'create: period ends before it starts',
    () => [
      R.list.POST,
      { params: ctx.demo.payee, body: { claim_from: '2027-02-01', claim_to: '2027-01-31' } },
    ],
    422,
    'claim_to',
  ],
  [
    'create: overlaps the previous claim',
    () => [
      R.list.POST,
      { params: ctx.demo.payee, body: { claim_from: '2026-11-15', claim_to: '2026-12-15' } },
    ],
    422,
    'claim_from',
  ],
  [
    'create: unknown field',
    () => [
      R.list.POST,
      {
        params: ctx.demo.payee,
        body: { claim_from: '2027-01-01', claim_to: '2027-01-31', status: 'issued' },
      },
    ],
    422,
  ],
  ['create: a JSON array', () => [R.list.POST, { params: ctx.demo.payee, body: [1, 2] }], 422],
  [
    'create: oversized',
    () => [R.list.POST, { params: ctx.demo.payee, rawBody: JSON.stringify({ name: 'x'.repeat(1_100_000) }) }],
    413,
  ],
  [
    'period: no date',
    () => [R.period.GET, { params: ctx.demo.payee, url: 'http://localhost/x?claim_to=soon' }],
    422,
    'query.claim_to',
  ],
  [
    'read: claim id not a uuid',
    () => [R.one.GET, { params: { ...ctx.draft, cl: "1' OR 1=1" } }],
    422,
    'params.cl',
  ],
  [
    'update: no version',
    () => [R.one.PUT, { params: ctx.draft, method: 'PUT', body: { internal_notes: 'x' } }],
    422,
    'updated_at',
  ],
  [
    'update: stale version',
    () => [R.one.PUT, { params: ctx.draft, method: 'PUT', body: { updated_at: '2020-01-01T00:00:00.000Z' } }],
    409,
  ],
  [
    'update: over 100%',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({ lines: [ctx.line('3.1', { claim_option: 'percent', percent: 10_001 })] }),
      },
    ],
    422,
    'lines.0.percent',
  ],
  [
    'update: 3 decimals of a percent',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({ lines: [ctx.line('3.1', { claim_option: 'percent', percent: 50.5 })] }),
      },
    ],
    422,
    'lines.0.percent',
  ],
  [
    'update: value above the item',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({ lines: [ctx.line('3.2', { claim_option: 'value', value: 1_488_001 })] }),
      },
    ],
    422,
    'lines.0.value',
  ],
  [
    'update: negative to date',
    () => [
      R.one.PUT,
      { params: ctx.draft, ...ctx.update({ lines: [ctx.line('4', { claim_option: 'value', value: -1 })] }) },
    ],
    422,
    'lines.0.value',
  ],
  [
    'update: more than the quantity',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({ lines: [ctx.line('1.1', { claim_option: 'qty', qty: 120_001 })] }),
      },
    ],
    422,
    'lines.0.qty',
  ],
  [
    'update: a parent item',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({ lines: [ctx.line('1', { claim_option: 'percent', percent: 100 })] }),
      },
    ],
    422,
    'lines.0.percent',
  ],
  [
    'update: a rejected variation',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({ lines: [ctx.line('V4', { claim_option: 'percent', percent: 100 })] }),
      },
    ],
    422,
    'lines.0.percent',
  ],
  [
    'update: a pending variation',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({ lines: [ctx.line('V3', { claim_option: 'percent', percent: 100 })] }),
      },
    ],
    422,
    'lines.0.percent',
  ],
  [
    'update: an item of another contract',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({
          lines: [{ line_item_id: '00000000-0000-4000-8000-000000000000', claim_option: 'value', value: 1 }],
        }),
      },
    ],
    422,
    'lines.0.line_item_id',
  ],
  [
    'update: a line twice',
    () => [
      R.one.PUT,
      {
        params: ctx.draft,
        ...ctx.update({
          lines: [
            ctx.line('4', { claim_option: 'value', value: 1 }),
            ctx.line('4', { claim_option: 'value', value: 2 }),
          ],
        }),
      },
    ],
    422,
    'lines',
  ],
  [
    'update: unknown option',
    () => [
      R.one.PUT,
      { params: ctx.draft, ...ctx.update({ lines: [ctx.line('4', { claim_option: 'half' })] }) },
    ],
    422,
  ],
  [
    'update: custom previous without an amount',
    () => [R.one.PUT, { params: ctx.draft, ...ctx.update({ less_previous_option: 'custom' }) }],
    422,
    'custom_previous',
  ],
  [
    'update: negative labour element',
    () => [R.one.PUT, { params: ctx.draft, ...ctx.update({ labour_element: -5 }) }],
    422,
    'labour_element',
  ],
  [
    'update: money as a float',
    () => [
      R.one.PUT,
      { params: ctx.draft, ...ctx.update({ custom_previous: 10.5, less_previous_option: 'custom' }) },
    ],
    422,
    'custom_previous',
  ],
];

describe('bad input on claim routes', () => {
  it.each(CASES.map(([name, build, status, field]) => [name, build, status, field] as const))(
    '%s',
    async (_name, build, status, field) => {
      signInAs(ctx.demo.users.claimer);
      const before = await claimsSnapshot();
      const [handler, init] = build();
      const res = await callRoute(handler, init);
      expect(res.status).toBe(status);
      expect(res.body.errors.length).toBeGreaterThan(0);
      expect(res.body.errors[0].message).toEqual(expect.any(String));
      if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
      expect(await claimsSnapshot()).toEqual(before);
    },
  );
});
