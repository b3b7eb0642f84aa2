// The bcti check (spec §7; issue 32): the payee records, and may withdraw, its agreement that the
// payer's payment schedules serve as buyer-created tax invoices; the payer only reads it; the NZ
// certificate PDF then carries the buyer-created taxable supply information statement (read back
// with pdftotext). Another account gets 403/404 and no data; bad input is a 422; neither changes a row.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import * as bcti from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/bcti/route';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { pdfText } from '../support/pdf-read';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';

let demo: CertDemo;
let cert1: string;
const HEADING = 'Buyer-created taxable supply information';

const read = (params: Record<string, string>) => callRoute(bcti.GET, { params });
const put = (params: Record<string, string>, body: unknown) =>
  callRoute(bcti.PUT, { method: 'PUT', params, body });
const agreement = () =>
  db().contract.findUniqueOrThrow({
    where: { id: demo.contract.id },
    select: { bctiAgreedAt: true, bctiAgreedByUserId: true },
  });
const bctiHistory = () =>
  db().history.count({ where: { contractId: demo.contract.id, action: { startsWith: 'contract.bcti' } } });
async function certPdfText(): Promise<string> {
  signInAs(demo.users.certifier);
  const pdf = await download(R.pdf.GET, { ...demo.claim(demo.claimIds[0]!, 'payer'), cert: cert1 });
  expect(pdf.status).toBe(200);
  return pdfText(pdf.bytes!);
}

beforeAll(async () => {
  demo = await seedCertDemo();
  cert1 = (await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 1 } }))
    .id;
});

describe('bcti check', () => {
  it('is not agreed at first, and the PDF says nothing of it', async () => {
    signInAs(demo.users.claimer);
    const payee = await read(demo.payee);
    expect(payee.status).toBe(200);
    expect(payee.body.bcti).toMatchObject({
      applies: true,
      agreed: false,
      agreed_by: null,
      can_change: true,
    });
    signInAs(demo.users.certifier);
    const payer = await read(demo.payer);
    expect(payer.body.bcti).toMatchObject({ agreed: false, can_change: false });
    expect(await certPdfText()).not.toContain(HEADING);
  });

  it('the payer may not set it: 403 and nothing changes', async () => {
    signInAs(demo.users.certifier);
    const { status } = await put(demo.payer, { agreed: true });
    expect(status).toBe(403);
    expect(await agreement()).toEqual({ bctiAgreedAt: null, bctiAgreedByUserId: null });
    expect(await bctiHistory()).toBe(0);
  });

  it.each([
    ['a string for agreed', { agreed: 'yes' }],
    ['no agreed', {}],
    ['an unknown field', { agreed: true, reason: 'x' }],
  ])('refuses %s with 422 naming the field, and nothing changes', async (_, body) => {
    signInAs(demo.users.claimer);
    const res = await put(demo.payee, body);
    expect(res.status).toBe(422);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(await agreement()).toEqual({ bctiAgreedAt: null, bctiAgreedByUserId: null });
  });

  it('another account’s user gets 403/404 and no data, with the demo’s ids in its own path too', async () => {
    const outsider = await createAccountWithOwner('Outsider Ltd');
    const own = await createProjectWithContract(outsider.accountId);
    signInAs(outsider.userId);
    const paths = [
      demo.payee,
      demo.payer,
      { acc: outsider.accountId, g: own.project.id, c: demo.contract.id },
      { acc: outsider.accountId, g: demo.payee.g, c: demo.contract.id },
    ];
    for (const params of paths) {
      const got = await read(params);
      expect([403, 404]).toContain(got.status);
      expect(got.body.bcti).toBeUndefined();
      const set = await put(params, { agreed: true });
      expect([403, 404]).toContain(set.status);
    }
    expect(await agreement()).toEqual({ bctiAgreedAt: null, bctiAgreedByUserId: null });
  });

  it('the payee agrees: who and when are recorded with a history row, both parties read it, the PDF says so', async () => {
    signInAs(demo.users.claimer);
    const res = await put(demo.payee, { agreed: true });
    expect(res.status).toBe(200);
    expect(res.body.bcti).toMatchObject({
      agreed: true,
      agreed_by: { user_id: demo.users.claimer },
      can_change: true,
    });
    expect((await agreement()).bctiAgreedByUserId).toBe(demo.users.claimer);
    expect(await bctiHistory()).toBe(1);
    // Agreeing twice is a conflict, not a second record.
    expect((await put(demo.payee, { agreed: true })).status).toBe(409);
    expect(await bctiHistory()).toBe(1);

    signInAs(demo.users.certifier);
    expect((await read(demo.payer)).body.bcti).toMatchObject({
      agreed: true,
      agreed_by: { user_id: demo.users.claimer },
      can_change: false,
    });
    const text = (await certPdfText()).replace(/\s+/g, ' ');
    expect(text).toContain(HEADING);
    expect(text).toContain('Kauri Interiors Ltd (the supplier) agreed on');
    expect(text).toContain('Harbour Build Ltd (the recipient) provides the taxable supply information');
    expect(text).toContain('section 19K(4) of the Goods and Services Tax Act 1985');
  });

  it('the payee withdraws it: the PDF no longer says so', async () => {
    signInAs(demo.users.claimer);
    const res = await put(demo.payee, { agreed: false });
    expect(res.status).toBe(200);
    expect(res.body.bcti).toMatchObject({ agreed: false, agreed_by: null });
    expect(await agreement()).toEqual({ bctiAgreedAt: null, bctiAgreedByUserId: null });
    expect(await bctiHistory()).toBe(2);
    expect((await put(demo.payee, { agreed: false })).status).toBe(409);
    expect(await certPdfText()).not.toContain(HEADING);
  });
});
