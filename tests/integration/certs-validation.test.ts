// Bad input on the certificate, payment and report routes: a 4xx with { errors } naming what is
// wrong, never a 500, and nothing in the database changes.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { certRoutes as R, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let certId: string;
let cert1: string;
let updatedAt: string;
const ids: Record<string, string> = {};

type Handler = Parameters<typeof callRoute>[0];
type Init = NonNullable<Parameters<typeof callRoute>[1]>;
/** [what is sent, how it is sent, the status expected, the field the error must name]. */
type Case = [string, () => Promise<{ status: number; body: JsonBody }>, number, string?];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;

const send = (handler: Handler, init: Init) => () => callRoute(handler, init);
const save = (body: Record<string, unknown>) =>
  send(R.one.PUT, { method: 'PUT', params: demo.cert(certId), body: { updated_at: updatedAt, ...body } });
const line = (ref: string, rest: Record<string, unknown>) => ({ line_item_id: ids[ref], ...rest });
const pay = (parts: Record<string, string | File>) => () =>
  postForm(R.certPayments.POST, { ...demo.payer, cert: cert1 }, parts);
const payData = (data: unknown) => pay({ data: JSON.stringify(data) });

beforeAll(async () => {
  demo = await seedCertDemo();
  signInAs(demo.users.certifier);
  const created = await callRoute(R.list.POST, { params: demo.payerClaim, body: {} });
  certId = created.body.cert.cert_id;
  updatedAt = created.body.cert.updated_at;
  for (const ref of ['1', '1.2', '4', 'V3', 'V4']) ids[ref] = (await demo.item(ref)).id;
  cert1 = (await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 1 } }))
    .id;
});

const CASES: Case[] = [
  [
    'create: malformed JSON',
    () => send(R.list.POST, { params: demo.payerClaim, rawBody: '{"certificate_ref":' })(),
    400,
  ],
  [
    'create: unknown field',
    () => send(R.list.POST, { params: demo.payerClaim, body: { status: 'issued' } })(),
    422,
  ],
  ['create: a JSON array', () => send(R.list.POST, { params: demo.payerClaim, body: [1] })(), 422],
  [
    'create: ref too long',
    () => send(R.list.POST, { params: demo.payerClaim, body: { certificate_ref: 'x'.repeat(61) } })(),
    422,
    'certificate_ref',
  ],
  ['create: second certificate', () => send(R.list.POST, { params: demo.payerClaim, body: {} })(), 409],
  [
    'create: a draft claim',
    () => send(R.list.POST, { params: demo.claim(demo.claimIds[2]!, 'payer'), body: {} })(),
    404,
  ],
  [
    'read: id not a uuid',
    () => send(R.one.GET, { params: { ...demo.cert(certId), cert: "1' OR 1=1" } })(),
    422,
    'params.cert',
  ],
  [
    'save: no version',
    () => send(R.one.PUT, { method: 'PUT', params: demo.cert(certId), body: { internal_notes: 'x' } })(),
    422,
    'updated_at',
  ],
  [
    'save: stale version',
    () =>
      send(R.one.PUT, {
        method: 'PUT',
        params: demo.cert(certId),
        body: { updated_at: '2020-01-01T00:00:00.000Z' },
      })(),
    409,
  ],
  [
    'save: over 100%',
    () => save({ lines: [line('1.2', { cert_option: 'percent', percent: 10_001 })] })(),
    422,
    'lines.0.percent',
  ],
  [
    'save: 3 decimals of a percent',
    () => save({ lines: [line('1.2', { cert_option: 'percent', percent: 50.5 })] })(),
    422,
    'lines.0.percent',
  ],
  [
    'save: value above the item',
    () => save({ lines: [line('4', { cert_option: 'value', value: 3_800_001 })] })(),
    422,
    'lines.0.value',
  ],
  [
    'save: negative value',
    () => save({ lines: [line('4', { cert_option: 'value', value: -1 })] })(),
    422,
    'lines.0.value',
  ],
  [
    'save: a parent item',
    () => save({ lines: [line('1', { cert_option: 'value', value: 100 })] })(),
    422,
    'lines.0.value',
  ],
  [
    'save: qty on a lump sum without quantity',
    () => save({ lines: [line('4', { cert_option: 'qty', qty: 100 })] })(),
    422,
    'lines.0.qty',
  ],
  [
    'save: something on a pending variation',
    () => save({ lines: [line('V3', { cert_option: 'value', value: 100 })] })(),
    422,
    'lines.0.value',
  ],
  [
    'save: something on a rejected variation',
    () => save({ lines: [line('V4', { cert_option: 'percent', percent: 100 })] })(),
    422,
    'lines.0.percent',
  ],
  [
    'save: an item of no schedule',
    () => save({ lines: [{ line_item_id: crypto.randomUUID(), cert_option: 'value', value: 1 }] })(),
    422,
    'lines.0.line_item_id',
  ],
  [
    'save: a line twice',
    () =>
      save({
        lines: [line('4', { cert_option: 'value', value: 1 }), line('4', { cert_option: 'value', value: 2 })],
      })(),
    422,
    'lines',
  ],
  [
    'save: unknown option',
    () => save({ lines: [line('4', { cert_option: 'guess', value: 1 })] })(),
    422,
    'lines.0.cert_option',
  ],
  [
    'save: unknown line field',
    () => save({ lines: [line('4', { cert_option: 'value', value: 1, status: 'issued' })] })(),
    422,
    'lines.0',
  ],
  [
    'save: reason too long',
    () => save({ lines: [line('4', { cert_option: 'value', value: 1, reason: 'x'.repeat(2_001) })] })(),
    422,
    'lines.0.reason',
  ],
  [
    'save: custom previous without amount',
    () => save({ less_previous_option: 'custom' })(),
    422,
    'custom_previous',
  ],
  [
    'save: huge number',
    () => save({ lines: [line('4', { cert_option: 'value', value: 1e300 })] })(),
    422,
    'lines.0.value',
  ],
  [
    'save: oversized body',
    () =>
      send(R.one.PUT, {
        method: 'PUT',
        params: demo.cert(certId),
        rawBody: JSON.stringify({ internal_notes: 'x'.repeat(4_100_000) }),
      })(),
    413,
  ],
  [
    'info: no version',
    () => send(R.info.PATCH, { method: 'PATCH', params: demo.cert(certId), body: { auto_notify: false } })(),
    422,
    'updated_at',
  ],
  [
    'decide: no status',
    () =>
      send(R.decide.PATCH, {
        method: 'PATCH',
        params: { ...demo.cert(certId), itemId: ids['V3']! },
        body: {},
      })(),
    422,
    'status',
  ],
  [
    'decide: a base item',
    () =>
      send(R.decide.PATCH, {
        method: 'PATCH',
        params: { ...demo.cert(certId), itemId: ids['4']! },
        body: { status: 'approved' },
      })(),
    409,
  ],
  [
    'approve: step not a number',
    () => send(R.approve.POST, { params: { ...demo.cert(certId), step: 'first' }, body: {} })(),
    422,
    'params.step',
  ],
  [
    'approve: a draft',
    () => send(R.approve.POST, { params: { ...demo.cert(certId), step: '1' }, body: {} })(),
    409,
  ],
  [
    'revert step: no comment',
    () => send(R.revertStep.POST, { params: { ...demo.cert(certId), step: '1' }, body: {} })(),
    422,
    'comment',
  ],
  [
    'back to draft: from draft',
    () => send(R.toDraft.POST, { params: demo.cert(certId), body: { comment: 'x' } })(),
    409,
  ],
  [
    'issue: no has_email_service',
    () => send(R.issue.POST, { params: demo.cert(certId), body: { to_contacts: [] } })(),
    422,
    'has_email_service',
  ],
  [
    'issue: a bad address',
    () =>
      send(R.issue.POST, {
        params: demo.cert(certId),
        body: { to_contacts: [{ contact_email: 'not-an-email' }], has_email_service: true },
      })(),
    422,
    'to_contacts.0.contact_email',
  ],
  [
    'issue: a draft',
    () => send(R.issue.POST, { params: demo.cert(certId), body: { has_email_service: false } })(),
    409,
  ],
  [
    'history: page 0',
    () => send(R.history.GET, { params: demo.cert(certId), url: 'http://localhost/x?page=0' })(),
    422,
    'query.page',
  ],
  [
    'received: unknown bucket',
    () => send(R.received.GET, { params: { acc: demo.payer.acc }, url: 'http://localhost/x?bucket=all' })(),
    422,
    'query.bucket',
  ],
  [
    'certs: unknown status',
    () => send(R.certList.GET, { params: { acc: demo.payer.acc }, url: 'http://localhost/x?status=paid' })(),
    422,
    'query.status',
  ],
  [
    'retention: unknown side',
    () => send(R.retention.GET, { params: { acc: demo.payer.acc }, url: 'http://localhost/x?side=both' })(),
    422,
    'query.side',
  ],
  [
    'record claim: period backwards',
    () =>
      send(R.recordClaim.POST, {
        params: demo.payer,
        body: {
          claim_from: '2027-02-01',
          claim_to: '2027-01-01',
          served_on: '2026-11-01',
          lines: [line('4', { claim_option: 'value', value: 1 })],
        },
      })(),
    422,
    'claim_to',
  ],
  [
    'payment: JSON instead of a form',
    () => send(R.certPayments.POST, { params: { ...demo.payer, cert: cert1 }, body: { paid_amount: 1 } })(),
    415,
  ],
  ['payment: no data', pay({}), 422, 'data'],
  ['payment: data not JSON', pay({ data: '{paid' }), 422, 'data'],
  ['payment: negative amount', payData({ paid_amount: -5, paid_on: '2026-11-01' }), 422, 'data.paid_amount'],
  [
    'payment: fractional cents',
    payData({ paid_amount: 10.5, paid_on: '2026-11-01' }),
    422,
    'data.paid_amount',
  ],
  [
    'payment: amount as text',
    payData({ paid_amount: '100', paid_on: '2026-11-01' }),
    422,
    'data.paid_amount',
  ],
  ['payment: not a date', payData({ paid_amount: 100, paid_on: '2026-02-30' }), 422, 'data.paid_on'],
  ['payment: in the future', payData({ paid_amount: 100, paid_on: '2099-01-01' }), 422, 'data.paid_on'],
  [
    'payment: more than certified',
    payData({ paid_amount: 9_000_000_000, paid_on: '2026-11-01' }),
    422,
    'data.paid_amount',
  ],
  [
    'payment: unknown field',
    payData({ paid_amount: 100, paid_on: '2026-11-01', cert_id: crypto.randomUUID() }),
    422,
    'data',
  ],
  [
    'payment: a draft certificate',
    () =>
      postForm(
        R.certPayments.POST,
        { ...demo.payer, cert: certId },
        { data: JSON.stringify({ paid_amount: 1, paid_on: '2026-11-01' }) },
      ),
    404,
  ],
];

async function snapshot() {
  const [claims, certs, lines, payments, items, history, outbox, attachments] = await Promise.all([
    db().claim.findMany({ orderBy: { id: 'asc' } }),
    db().certificate.findMany({ orderBy: { id: 'asc' } }),
    db().certLineItem.findMany({ orderBy: { id: 'asc' } }),
    db().payment.findMany({ orderBy: { id: 'asc' } }),
    db().lineItem.findMany({ orderBy: { id: 'asc' } }),
    db().history.count(),
    db().emailOutbox.count(),
    db().attachment.count(),
  ]);
  return { claims, certs, lines, payments, items, history, outbox, attachments };
}

describe('bad input', () => {
  it.each(CASES)('%s → %i', async (_name, run, status, field) => {
    signInAs(demo.users.certifier);
    const before = await snapshot();
    const res = await run();
    expect(res.status).toBe(status);
    expect(res.body.errors.length).toBeGreaterThan(0);
    for (const e of res.body.errors) expect(typeof e.message).toBe('string');
    if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });
});
