// Items the payer adds from its draft certificate (spec §7 cert "item POST multipart" and lineitem
// DELETE; §3 cert line item extra_info.is_auto_created): a variation (or a deduction) added to the
// schedule with its evidence files, certified in that certificate, seen by the claimer once issued;
// deleted only from that draft certificate while nothing issued values it. The demo: claim 2
// (issued) certified by Harbour Build in a new draft certificate.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import * as addItem from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/item/route';
import { callRoute } from '../support/call-route';
import { atInstant } from '../support/clock';
import { claimRoutes as C } from '../support/claim-routes';
import { approveDemoClaim } from '../support/claims-demo';
import {
  certRoutes as R,
  createDraftCert,
  postForm,
  seedCertDemo,
  type CertDemo,
} from '../support/cert-routes';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';

let demo: CertDemo;
let certId: string;
let itemId: string;
const PDF = '%PDF-1.7 site instruction 14';
const ITEM = {
  label: 'PV1',
  description: 'Extra fire stopping directed on site',
  value_type: 'rate',
  quantity: 1_000, // 10 no.
  rate: 25_000, // $250.00
  reason: 'Directed by site instruction 14; measured on 2 November.',
  files_shared: true,
};

beforeAll(async () => {
  demo = await seedCertDemo();
  certId = (await createDraftCert(demo)).id;
});

/** POST …/item as a browser sends it: the data part and each file under `files`. */
const add = (data: unknown, files: File[] = [], params: Record<string, string> = demo.cert(certId)) =>
  postForm(addItem.POST, params, { data: typeof data === 'string' ? data : JSON.stringify(data), files });

const remove = (id: string, params: Record<string, string> = demo.cert(certId)) =>
  callRoute(R.decide.DELETE, { method: 'DELETE', params: { ...params, itemId: id } });

/** What a refused request must leave as it was. */
async function snapshot() {
  const [items, certLines, attachments, history, cert] = await Promise.all([
    db().lineItem.findMany({ where: { contractId: demo.contract.id }, orderBy: { id: 'asc' } }),
    db().certLineItem.findMany({ orderBy: { id: 'asc' } }),
    db().attachment.count(),
    db().history.count(),
    db().certificate.findUniqueOrThrow({ where: { id: certId } }),
  ]);
  return { items, certLines, attachments, history, cert };
}

const pdf = (name: string) => new File([PDF], name, { type: 'application/pdf' });

describe('adding an item from a draft certificate', () => {
  it('adds a certified, payer-made variation with its evidence file; the totals include it', async () => {
    signInAs(demo.users.certifier);
    const before = await callRoute(R.one.GET, { params: demo.cert(certId) });
    const res = await add(ITEM, [pdf('SI-14.pdf')]);
    expect(res.status).toBe(201);
    itemId = res.body.item_id;
    const item = res.body.items.find((i: { id: string }) => i.id === itemId);
    // 10 no. × $250.00 = $2,500.00, certified in full; the claim had nothing on it.
    expect(item).toMatchObject({
      kind: 'variation',
      label: 'PV1',
      current_status: 'approved',
      contract_value: 250_000,
      claim_value: 0,
      cert_value: 250_000,
      cert_reason: ITEM.reason,
      reason_status: 'reason',
      is_auto_created: true,
      added_from_cert_id: certId,
    });
    expect(res.body.totals.variations.to_date).toBe(before.body.totals.variations.to_date + 250_000);
    expect(res.body.totals.gross_to_date).toBe(before.body.totals.gross_to_date + 250_000);
    // The claim's own figures do not change: the claimer never claimed it.
    expect(res.body.claimed_totals.gross_to_date).toBe(before.body.claimed_totals.gross_to_date);
    const files = await db().attachment.findMany({ where: { lineItemId: itemId } });
    expect(files).toMatchObject([{ fileName: 'SI-14.pdf', certId, isShared: true }]);
    expect(await db().history.count({ where: { certId, action: 'certificate.item_added' } })).toBe(1);
    const reread = await callRoute(R.one.GET, { params: demo.cert(certId) });
    expect(reread.body.totals).toEqual(res.body.totals);
  });

  it('refuses bad input and changes nothing', async () => {
    signInAs(demo.users.certifier);
    const before = await snapshot();
    const exe = new File([new Uint8Array([77, 90, 0, 1])], 'tool.exe', { type: 'application/x-msdownload' });
    const cases: [string, () => Promise<{ status: number; body: { errors?: unknown[] } }>][] = [
      ['malformed data JSON', () => add('{"description":')],
      ['no description', () => add({ ...ITEM, description: '' })],
      ['no reason', () => add({ ...ITEM, reason: undefined })],
      ['an unknown field', () => add({ ...ITEM, kind: 'base' })],
      ['a rate without a quantity', () => add({ ...ITEM, quantity: null })],
      ['a file that is not a document', () => add(ITEM, [exe])],
      [
        'too many files',
        () =>
          add(
            ITEM,
            Array.from({ length: 11 }, (_, i) => pdf(`p${i}.pdf`)),
          ),
      ],
    ];
    for (const [what, call] of cases) {
      const res = await call();
      expect(res.status, what).toBe(422);
      expect(res.body.errors?.length, what).toBeGreaterThan(0);
    }
    // Oversized: the declared length is refused before anything is read.
    const big = await addItem.POST(
      new Request('http://localhost/api/upload', {
        method: 'POST',
        body: 'x',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * 1024 * 1024),
        },
      }),
      { params: Promise.resolve(demo.cert(certId)) },
    );
    expect(big.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('another account gets 403/404 and no data, adding or deleting; so does the payee', async () => {
    const other = await createAccountWithOwner('Outsider Ltd');
    const { project, contract } = await createProjectWithContract(other.accountId, 'Outsider project');
    await db().contractPlacement.updateMany({ where: { contractId: contract.id }, data: { side: 'cert' } });
    signInAs(other.userId);
    const before = await snapshot();
    const paths = [
      { ...demo.cert(certId), acc: other.accountId }, // own account, the demo's project and contract
      { ...demo.cert(certId), acc: other.accountId, g: project.id, c: contract.id }, // own contract, demo ids
    ];
    for (const params of paths) {
      const added = await add(ITEM, [], params);
      expect([403, 404]).toContain(added.status);
      expect(JSON.stringify(added.body)).not.toContain('PV1');
      const deleted = await remove(itemId, params);
      expect([403, 404]).toContain(deleted.status);
      expect(JSON.stringify(deleted.body)).not.toContain('PV1');
    }
    // The demo's own claimer (the payee) may not add to or delete from the payer's certificate.
    signInAs(demo.users.claimer);
    expect((await add(ITEM, [], demo.cert(certId, 'payee'))).status).toBe(404);
    expect((await remove(itemId, demo.cert(certId, 'payee'))).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleting an item from a draft certificate', () => {
  it('never deletes the schedule’s own items (the claimer’s), or an unknown id', async () => {
    signInAs(demo.users.certifier);
    const before = await snapshot();
    const own = await demo.item('1.2');
    const res = await remove(own.id);
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body.errors)).toContain('only an item added from this certificate');
    expect((await remove(crypto.randomUUID())).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a deduction added here with its file, and the totals return', async () => {
    signInAs(demo.users.certifier);
    const second = await add({ ...ITEM, label: 'PV2', quantity: -200, reason: 'Contra: cleaning.' }, [
      pdf('cleaning.pdf'),
    ]);
    expect(second.status).toBe(201);
    const id = second.body.item_id;
    // −2 × $250.00 = −$500.00.
    expect(second.body.items.find((i: { id: string }) => i.id === id).cert_value).toBe(-50_000);
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect(await db().lineItem.count({ where: { id } })).toBe(0);
    expect(await db().attachment.count({ where: { fileName: 'cleaning.pdf' } })).toBe(0);
    expect(res.body.totals.gross_to_date).toBe(second.body.totals.gross_to_date + 50_000);
    expect(await db().history.count({ where: { certId, action: 'certificate.item_deleted' } })).toBe(1);
  });

  it('keeps an item a served claim has claimed (409), even from its own draft certificate', async () => {
    signInAs(demo.users.certifier);
    const added = await add({ ...ITEM, label: 'PV3', reason: 'Directed.' });
    expect(added.status).toBe(201);
    const id = added.body.item_id;
    // The claimer claims it in claim 3 and serves the claim.
    signInAs(demo.users.claimer);
    const claim3 = demo.claimIds[2]!;
    const read = await callRoute(C.one.GET, { params: demo.claim(claim3) });
    const saved = await callRoute(C.one.PUT, {
      method: 'PUT',
      params: demo.claim(claim3),
      body: {
        updated_at: read.body.claim.updated_at,
        lines: [{ line_item_id: id, claim_option: 'value', value: 100_000 }],
      },
    });
    expect(saved.status).toBe(200);
    await approveDemoClaim(demo, claim3);
    const served = await atInstant('2026-11-26T19:00:00Z', () =>
      callRoute(C.issue.POST, { params: demo.claim(claim3), body: { has_email_service: false } }),
    );
    expect(served.status).toBe(200);
    signInAs(demo.users.certifier);
    const before = await snapshot();
    const res = await remove(id);
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body.errors)).toContain('it has a value in an issued claim or certificate');
    expect(await snapshot()).toEqual(before);
  });

  it('the claimer sees the added item once issued; then it can no longer be deleted', async () => {
    signInAs(demo.users.certifier);
    expect((await callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) })).status).toBe(200);
    // Sent for approval: no longer a draft, so nothing is added or deleted.
    expect((await remove(itemId)).status).toBe(409);
    expect((await add(ITEM)).status).toBe(409);
    signInAs(demo.users.qs);
    const approved = await callRoute(R.approve.POST, {
      params: { ...demo.cert(certId), step: '1' },
      body: {},
    });
    expect(approved.status).toBe(200);
    signInAs(demo.users.certifier);
    const issued = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { to_contacts: [], subject: 'Certificate', attachments: [], has_email_service: true },
    });
    expect(issued.status).toBe(200);
    const payer = await callRoute(R.one.GET, { params: demo.cert(certId) });

    signInAs(demo.users.claimer);
    const seen = await callRoute(R.one.GET, { params: demo.cert(certId, 'payee') });
    expect(seen.status).toBe(200);
    expect(seen.body.items.find((i: { id: string }) => i.id === itemId)).toMatchObject({
      label: 'PV1',
      cert_value: 250_000,
      is_auto_created: true,
    });
    expect(seen.body.totals).toEqual(payer.body.totals);

    signInAs(demo.users.certifier);
    const before = await snapshot();
    expect((await remove(itemId)).status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});
