import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { callUpload } from '../support/call-upload';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';
import { db } from '@/lib/db/client';
import { POST as uploadCsvRoute } from '@/app/api/company/account/[acc]/company/upload_csv/route';
import { POST as createRoute } from '@/app/api/company/account/[acc]/company/route';

const GOOD_AND_BAD = [
  'Company,Contact Name,Email,Phone,Role',
  'harbour build ltd,Tom Harris,tom@harbour.example,09 555 0142,Commercial Manager',
  'Acme Ltd,Ann Lee,ANN@acme.example,021 555 0198,',
  'ACME LTD,Bo Li,,,Site manager',
  'Acme Ltd,,not-an-email,,',
  '"Beta, Ltd",Cy,,+61 412 345 678,',
  'Gamma Ltd,Gus,,12,',
].join('\r\n');

const CLEAN = ['company,contact name', 'Delta Ltd,Dee', 'Delta Ltd,Dan'].join('\n');

/** Uploads `csv` to the account's upload_csv with this query string. */
async function upload(acc: string, csv: string | Uint8Array, query = '') {
  const url = `http://localhost/api/company/account/${acc}/company/upload_csv${query}`;
  // callUpload builds the multipart body; this passes it on under the URL with the query.
  const atUrl = async (request: Request, ctx: { params: Promise<Record<string, string>> }) =>
    uploadCsvRoute(
      new Request(url, { method: 'POST', headers: request.headers, body: await request.arrayBuffer() }),
      ctx,
    );
  const bytes = typeof csv === 'string' ? new TextEncoder().encode(csv) : csv;
  return callUpload(atUrl, { params: { acc }, file: { bytes, name: 'contacts.csv', type: 'text/csv' } });
}

async function ownerWithHarbour() {
  const owner = await createAccountWithOwner('Kauri Interiors Ltd');
  signInAs(owner.userId);
  const harbour = await callRoute(createRoute, {
    method: 'POST',
    params: { acc: owner.accountId },
    body: { entity_name: 'Harbour Build Ltd', contacts: [] },
  });
  return { acc: owner.accountId, harbourId: harbour.body.entity_id as string };
}

const counts = async (accountId: string) => ({
  companies: await db().company.count({ where: { accountId } }),
  contacts: await db().contact.count({ where: { accountId } }),
});

describe('POST …/company/upload_csv (preview)', () => {
  it('checks every row and shows what an import would do, writing nothing', async () => {
    const { acc } = await ownerWithHarbour();
    const res = await upload(acc, GOOD_AND_BAD);
    expect(res.status).toBe(200);
    expect(res.body.preview_id).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.counts).toEqual({ valid: 4, invalid: 2, new_companies: 2 });
    expect(res.body.rows).toEqual([
      {
        line: 2,
        entity_name: 'harbour build ltd',
        contact_name: 'Tom Harris',
        contact_email: 'tom@harbour.example',
        contact_tel: '+64 9 555 0142',
        contact_role: 'Commercial Manager',
        new_company: false,
      },
      expect.objectContaining({
        line: 3,
        entity_name: 'Acme Ltd',
        contact_tel: '+64 21 555 0198',
        new_company: true,
      }),
      expect.objectContaining({ line: 4, entity_name: 'ACME LTD', new_company: true }),
      expect.objectContaining({ line: 6, entity_name: 'Beta, Ltd', contact_tel: '+61 412 345 678' }),
    ]);
    expect(res.body.errors).toEqual([
      {
        line: 5,
        messages: [
          'Contact name: Enter the contact name',
          'Email "not-an-email": Enter a valid email address',
        ],
      },
      { line: 7, messages: [expect.stringMatching(/^Phone "12": /)] },
    ]);
    expect(await counts(acc)).toEqual({ companies: 1, contacts: 0 });
  });

  it('reads national phone numbers for the account’s country', async () => {
    const owner = await createAccountWithOwner('Sydney Fitouts Pty Ltd');
    await db().account.update({ where: { id: owner.accountId }, data: { country: 'AU' } });
    signInAs(owner.userId);
    const res = await upload(owner.accountId, 'company,contact name,phone\nAcme,Ann,0412 345 678');
    expect(res.body.rows[0].contact_tel).toBe('+61 412 345 678');
  });

  it('refuses a whole file with a bad header, naming the line', async () => {
    const { acc } = await ownerWithHarbour();
    const res = await upload(acc, 'company,name\nAcme,Ann');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ valid: 0, invalid: 1, new_companies: 0 });
    expect(res.body.errors).toEqual([
      { line: 1, messages: [expect.stringContaining('Unknown column "name"')] },
    ]);
  });
});

describe('POST …/company/upload_csv?commit=true (import)', () => {
  it('imports the valid rows of a previewed file in one go, matching companies by name', async () => {
    const { acc, harbourId } = await ownerWithHarbour();
    const preview = await upload(acc, GOOD_AND_BAD);
    const res = await upload(acc, GOOD_AND_BAD, `?commit=true&preview_id=${preview.body.preview_id}`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      companies_created: 2,
      companies_matched: 1,
      contacts_created: 4,
      errors: preview.body.errors,
    });
    const companies = await db().company.findMany({
      where: { accountId: acc },
      orderBy: { name: 'asc' },
      select: {
        id: true,
        name: true,
        contacts: { select: { name: true, phone: true }, orderBy: { name: 'asc' } },
      },
    });
    expect(companies).toEqual([
      // The first spelling in the file names a new company; later ones join it.
      {
        id: expect.any(String),
        name: 'Acme Ltd',
        contacts: [
          { name: 'Ann Lee', phone: '+64 21 555 0198' },
          { name: 'Bo Li', phone: null },
        ],
      },
      { id: expect.any(String), name: 'Beta, Ltd', contacts: [{ name: 'Cy', phone: '+61 412 345 678' }] },
      {
        id: harbourId,
        name: 'Harbour Build Ltd',
        contacts: [{ name: 'Tom Harris', phone: '+64 9 555 0142' }],
      },
    ]);
    expect(
      await db().history.findFirst({ where: { accountId: acc, action: 'contacts.imported' } }),
    ).toMatchObject({
      details: { companiesCreated: 2, companiesMatched: 1, contactsCreated: 4, rowsLeftOut: 2 },
    });
  });

  it('imports a file with bad rows only with the preview id of that very file', async () => {
    const { acc } = await ownerWithHarbour();
    const otherPreview = await upload(acc, `${GOOD_AND_BAD}\r\nZeta,Zed,,,`);
    for (const query of ['?commit=true', `?commit=true&preview_id=${otherPreview.body.preview_id}`]) {
      const res = await upload(acc, GOOD_AND_BAD, query);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field: 'preview_id' });
    }
    expect(await counts(acc)).toEqual({ companies: 1, contacts: 0 });
  });

  it('imports a clean file without a preview id', async () => {
    const { acc } = await ownerWithHarbour();
    const res = await upload(acc, CLEAN, '?commit=true');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      companies_created: 1,
      companies_matched: 0,
      contacts_created: 2,
      errors: [],
    });
  });

  it('refuses a file with no valid row even after its preview', async () => {
    const { acc } = await ownerWithHarbour();
    const bad = 'company,contact name\n,Ann';
    const preview = await upload(acc, bad);
    const res = await upload(acc, bad, `?commit=true&preview_id=${preview.body.preview_id}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', message: 'The file has no valid rows to import.' }]);
    expect(await counts(acc)).toEqual({ companies: 1, contacts: 0 });
  });
});

describe('POST …/company/upload_csv: bad uploads get a 4xx { errors }', () => {
  type Send = (acc: string) => Promise<{ status: number; body: { errors: { message: string }[] } }>;
  it.each<[string, number, Send]>([
    [
      'not multipart',
      415,
      (acc) => callRoute(uploadCsvRoute, { method: 'POST', params: { acc }, body: { file: CLEAN } }),
    ],
    ['no file', 422, (acc) => callUpload(uploadCsvRoute, { params: { acc } })],
    [
      'not UTF-8 text (a spreadsheet file)',
      422,
      (acc) => upload(acc, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x81])),
    ],
    ['commit neither true nor false', 422, (acc) => upload(acc, CLEAN, '?commit=yes')],
    ['a malformed preview id', 422, (acc) => upload(acc, CLEAN, '?commit=true&preview_id=abc')],
    ['over 2 MB', 413, (acc) => upload(acc, `company,contact name\n${'Acme,Ann\n'.repeat(250_000)}`)],
  ])('%s → %i', async (_label, status, send) => {
    const { acc } = await ownerWithHarbour();
    const res = await send(acc);
    expect(res.status).toBe(status);
    expect(res.body.errors[0]?.message).toEqual(expect.any(String));
    expect(await counts(acc)).toEqual({ companies: 1, contacts: 0 });
  });
});

describe('POST …/company/upload_csv: who may', () => {
  it('needs contact create: view and none get 403, another account’s user too', async () => {
    const { acc } = await ownerWithHarbour();
    for (const role of ['view', 'none'] as const) {
      signInAs((await addMember(acc, role)).userId);
      expect((await upload(acc, CLEAN)).status).toBe(403);
      expect((await upload(acc, CLEAN, '?commit=true')).status).toBe(403);
    }
    signInAs((await createAccountWithOwner('Intruder')).userId);
    expect((await upload(acc, CLEAN, '?commit=true')).status).toBe(403);
    signInAs((await addMember(acc, 'admin')).userId);
    expect((await upload(acc, CLEAN, '?commit=true')).status).toBe(201);
    expect(await counts(acc)).toEqual({ companies: 2, contacts: 2 });
  });
});
