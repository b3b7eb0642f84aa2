// A long schedule: reading, saving and sending a certificate take the same number of queries for
// 10 lines as for 1,500 (lines are written in bulk, never one query per line), and the PDF of every
// line renders in reasonable time.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { countQueries, db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { pdfPages } from '../support/pdf-read';

let demo: CertDemo;
let certId: string;
let leaves: string[];
const N = 1_500;

beforeAll(async () => {
  demo = await seedCertDemo();
  const parent = await db().lineItem.create({
    data: { contractId: demo.contract.id, kind: 'base', position: 99, label: '9', description: 'Fit-off' },
  });
  await db().lineItem.createMany({
    data: Array.from({ length: N }, (_, i) => ({
      contractId: demo.contract.id,
      parentId: parent.id,
      kind: 'base' as const,
      position: i,
      label: `9.${i + 1}`,
      description: `Fit-off item ${i + 1}`,
      total: 100_000n,
    })),
  });
  leaves = (
    await db().lineItem.findMany({ where: { parentId: parent.id }, orderBy: { position: 'asc' } })
  ).map((r) => r.id);
  signInAs(demo.users.certifier);
  certId = (await callRoute(R.list.POST, { params: demo.payerClaim, body: {} })).body.cert.cert_id;
});

async function saveLines(count: number, percent: number) {
  const read = await callRoute(R.one.GET, { params: demo.cert(certId) });
  const lines = leaves.slice(0, count).map((id) => ({
    line_item_id: id,
    cert_option: 'percent',
    percent,
    reason: 'Certified on site although not claimed.',
  }));
  return countQueries(() =>
    callRoute(R.one.PUT, {
      method: 'PUT',
      params: demo.cert(certId),
      body: { updated_at: read.body.cert.updated_at, lines },
    }),
  );
}

const readQueries = async () =>
  (await countQueries(() => callRoute(R.one.GET, { params: demo.cert(certId) }))).queries;

describe('a certificate of 1,500 more lines', () => {
  it('saves and reads 10 or 1,500 certified lines in the same number of queries', async () => {
    // The first save stores 10 new lines; the second rewrites those 10 and adds 1,490 more.
    const small = await saveLines(10, 500);
    const readSmall = await readQueries();
    const started = Date.now();
    const large = await saveLines(N, 1_000);
    expect(large.result.status).toBe(200);
    expect(large.queries).toBe(small.queries);
    expect(Date.now() - started).toBeLessThan(10_000);
    const saved = { certId, lineItemId: { in: leaves } };
    expect(await db().certLineItem.count({ where: saved })).toBe(N);
    expect(await db().certLineItem.count({ where: { ...saved, percentBps: 1_000 } })).toBe(N);
    expect(await readQueries()).toBe(readSmall);
  });

  it('answers a save with ?answer=changes with only the lines it changed and their parent', async () => {
    const read = await callRoute(R.one.GET, { params: demo.cert(certId) });
    const line = {
      line_item_id: leaves[7]!,
      cert_option: 'percent',
      percent: 4_200,
      reason: 'Measured on site.',
    };
    const save = (query: string, updated_at: string) =>
      callRoute(R.one.PUT, {
        method: 'PUT',
        url: `http://localhost/api/test${query}`,
        params: demo.cert(certId),
        body: { updated_at, lines: [line] },
      });
    const changes = await save('?answer=changes', read.body.cert.updated_at);
    expect(changes.status).toBe(200);
    expect(changes.body.items_changed_only).toBe(true);
    const ids = changes.body.items.map((i: { id: string }) => i.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(leaves[7]);
    // The same save answered whole: the changed items read the same, the rest as before.
    const full = await save('', changes.body.cert.updated_at);
    expect(full.body.items).toHaveLength(read.body.items.length);
    for (const item of changes.body.items) {
      expect(full.body.items.find((i: { id: string }) => i.id === item.id)).toEqual(item);
    }
    expect(changes.body.totals).toEqual(full.body.totals);
    const bad = await save('?answer=everything', full.body.cert.updated_at);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.length).toBeGreaterThan(0);
  });

  it('sends 1,500 lines for approval, fixing their values in bulk', async () => {
    const sent = await countQueries(() =>
      callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) }),
    );
    expect(sent.result.status).toBe(200);
    // A fixed budget (the figures, the ledger's previous certificate and newest certified claim, the
    // workflow, one bulk write): nowhere near one query per line.
    expect(sent.queries).toBeLessThan(45);
  });

  it('renders every line in the PDF', async () => {
    const started = Date.now();
    const pdf = await download(R.pdf.GET, demo.cert(certId));
    expect(pdf.type).toBe('application/pdf');
    expect(pdfPages(pdf.bytes!)).toBeGreaterThan(20);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
