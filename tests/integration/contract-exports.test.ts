// The contract exports (spec §7 "Exports as blob: … history, line-item history, … shared files"):
// the history CSV (the caller's account's rows only), the line-item history CSV from either side,
// and the zip of the files the parties shared — the same for both parties, never a private file, a
// draft claim's or an unissued certificate's. Another account gets 403/404 and no bytes.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { unzipSync } from 'fflate';
import { db } from '@/lib/db/client';
import { putFile } from '@/lib/files/store';
import { seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';
import { GET as historyExport } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/history/export/route';
import { GET as lineItemExport } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/history/export/route';
import { GET as sharedFilesExport } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/shared_files/export/route';

type Params = { acc: string; g: string; c: string };
type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

let demo: ClaimsDemo;
let outsider: { userId: string; params: Params };
/** The bytes of each file put on the contract, by name. */
const stored = new Map<string, Uint8Array>();

async function download(handler: Handler, params: Params) {
  const response = await handler(new Request('http://localhost/x'), { params: Promise.resolve(params) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The CSV's rows, split the simple way (the cells asserted on hold no commas or quotes). */
function csvLines(bytes: Uint8Array): string[] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true); // Excel reads it as UTF-8
  return text.slice(1).split('\r\n').slice(0, -1);
}

async function attach(data: {
  accountId: string;
  fileName: string;
  isShared: boolean;
  claimId?: string;
  certId?: string;
  createdAt?: Date;
}) {
  const bytes = new TextEncoder().encode(`${data.fileName} from ${data.accountId}`);
  stored.set(`${data.fileName}|${data.accountId}`, bytes);
  const area = data.certId ? 'cert-attachments' : data.claimId ? 'claim-attachments' : 'contract-documents';
  await db().attachment.create({
    data: {
      ...data,
      contractId: demo.contract.id,
      fileType: data.claimId || data.certId ? 'application/pdf' : 'drawings',
      size: BigInt(bytes.byteLength),
      storageKey: await putFile(data.accountId, area, bytes),
      createdAt: new Date('2026-11-20T22:30:00Z'), // 21 Nov, 11:30 in Auckland
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
    },
  });
}

beforeAll(async () => {
  demo = await seedClaimsDemo();
  const [certified, issued, draft] = demo.claimIds as [string, string, string];
  const cert = await db().certificate.findFirstOrThrow({ where: { claimId: certified } });
  // The served claim's pending certificate (number 2), started as a draft.
  const draftCert = await db().certificate.update({
    where: { contractId_number: { contractId: demo.contract.id, number: 2 } },
    data: { status: 'draft' },
  });
  const payee = demo.payee.acc;
  const payer = demo.payer.acc;
  // Contract documents: each party shares one and keeps one; both named alike once.
  await attach({ accountId: payee, fileName: 'drawings.pdf', isShared: true });
  await attach({ accountId: payee, fileName: 'tender-margins.xlsx', isShared: false });
  // A minute after the payee's: files named alike are numbered in upload order, (2) the later one.
  await attach({
    accountId: payer,
    fileName: 'drawings.pdf',
    isShared: true,
    createdAt: new Date('2026-11-20T22:31:00Z'),
  });
  await attach({ accountId: payer, fileName: 'budget.xlsx', isShared: false });
  // Claims: shared files of served claims only.
  await attach({ accountId: payee, fileName: 'site-photos.jpg', isShared: true, claimId: certified });
  await attach({ accountId: payee, fileName: '../../evil.pdf', isShared: true, claimId: issued });
  await attach({ accountId: payee, fileName: 'workings.pdf', isShared: false, claimId: issued });
  await attach({ accountId: payee, fileName: 'draft-notes.pdf', isShared: true, claimId: draft });
  // Certificates: shared files of issued ones only.
  await attach({ accountId: payer, fileName: 'schedule-notes.pdf', isShared: true, certId: cert.id });
  await attach({ accountId: payer, fileName: 'qs-internal.pdf', isShared: false, certId: cert.id });
  await attach({ accountId: payer, fileName: 'unissued.pdf', isShared: true, certId: draftCert.id });

  // History: rows of each party, about a claim and a certificate.
  await db().history.createMany({
    data: [
      {
        accountId: payee,
        contractId: demo.contract.id,
        claimId: issued,
        actorUserId: demo.users.claimer,
        action: 'claim.approve_step',
        details: { from: 'review', to: 'approved', step: 'QS check', comment: 'Rates agreed, see photos' },
        createdAt: new Date('2026-11-24T21:05:00Z'), // 25 Nov, 10:05 in Auckland
      },
      {
        accountId: payer,
        contractId: demo.contract.id,
        certId: cert.id,
        claimId: certified,
        actorUserId: demo.users.certifier,
        action: 'payment.recorded',
        details: { paid_amount: 12_345_67, paid_on: '2026-11-20', remittance: null },
        createdAt: new Date('2026-11-21T01:00:00Z'),
      },
      {
        accountId: payer,
        contractId: demo.contract.id,
        actorUserId: demo.users.certifier,
        action: 'contract.document_uploaded',
        details: { file_name: 'budget.xlsx' },
        createdAt: new Date('2026-11-21T02:00:00Z'),
      },
    ],
  });
  // A line-item decision of the payer's own.
  const variation = await db().lineItem.findFirstOrThrow({
    where: { contractId: demo.contract.id, kind: 'variation', parentId: null },
  });
  await db().history.create({
    data: {
      accountId: payer,
      contractId: demo.contract.id,
      actorUserId: demo.users.certifier,
      action: 'line_item.approved',
      details: {
        kind: 'variation',
        ref: 'V9',
        description: 'Extra bracing',
        changes: { total: [0, 1_500_00] },
      },
      createdAt: new Date('2026-11-22T03:00:00Z'),
    },
  });
  expect(variation).toBeTruthy();

  const other = await createAccountWithOwner('Outsider Ltd');
  const { project, contract } = await createProjectWithContract(other.accountId, 'Outsider project');
  outsider = { userId: other.userId, params: { acc: other.accountId, g: project.id, c: contract.id } };
});

describe('contract history export', () => {
  it('the payee gets its own rows, dated in the contract time zone, with claim, certificate and details', async () => {
    signInAs(demo.users.claimer);
    const { response, bytes } = await download(historyExport, demo.payee);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="contract-history-SC-014-03.csv"',
    );
    const lines = csvLines(bytes);
    expect(lines[0]).toBe('Date,Time,User,Action,Claim,Certificate,Details');
    expect(lines).toContain(
      '2026-11-25,10:05,Aroha Ngata,Claim approve step,Payment Claim 2 – October 2026,,' +
        '"From review to approved; Step: QS check; Comment: Rates agreed, see photos"',
    );
    const text = lines.join('\n');
    expect(text).toContain(',Claim issued,Payment Claim 1 – September 2026,,');
    // Never the payer's rows.
    expect(text).not.toContain('Payment recorded');
    expect(text).not.toContain('budget.xlsx');
    expect(text).not.toContain('Extra bracing');
  });

  it('the payer gets its own: the payment with its amount as a plain decimal, the certificate named', async () => {
    signInAs(demo.users.certifier);
    const lines = csvLines((await download(historyExport, demo.payer)).bytes);
    expect(lines).toContain(
      '2026-11-21,14:00,Tom Harris,Payment recorded,Payment Claim 1 – September 2026,Certificate 1 (PS-001),' +
        'Paid on: 2026-11-20; Paid: 12345.67',
    );
    expect(lines.join('\n')).not.toContain('QS check');
  });
});

describe('line-item history export', () => {
  it("the certifier exports its own decisions, amounts plain, never the payee's edits", async () => {
    signInAs(demo.users.certifier);
    const { response, bytes } = await download(lineItemExport, demo.payer);
    expect(response.status).toBe(200);
    const lines = csvLines(bytes);
    expect(lines[0]).toBe('Date,Time,User,Action,Section,Ref,Description,Details');
    expect(lines).toContain(
      '2026-11-22,16:00,Tom Harris,Approved,Variations,V9,Extra bracing,Total: 0.00 → 1500.00',
    );
    expect(lines).toHaveLength(2);
  });
});

describe('shared files export', () => {
  const expected = [
    'Shared files.csv',
    'Contract documents/drawings.pdf',
    'Contract documents/drawings (2).pdf',
    'Claims/Payment Claim 1 – September 2026/site-photos.jpg',
    'Claims/Payment Claim 2 – October 2026/_.._evil.pdf',
    'Certificates/Certificate 1 (PS-001)/schedule-notes.pdf',
  ];

  it.each(['payee', 'payer'] as const)(
    'the %s gets every shared file of both parties, and nothing private, draft or unissued',
    async (side) => {
      signInAs(side === 'payee' ? demo.users.claimer : demo.users.certifier);
      const { response, bytes } = await download(sharedFilesExport, demo[side]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe(
        "attachment; filename*=UTF-8''shared-files-SC-014-03.zip",
      );
      const entries = unzipSync(bytes);
      expect(Object.keys(entries).sort()).toEqual([...expected].sort());
      const text = (name: string) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(entries[name]);
      expect(entries['Contract documents/drawings.pdf']).toEqual(
        stored.get(`drawings.pdf|${demo.payee.acc}`),
      );
      expect(entries['Contract documents/drawings (2).pdf']).toEqual(
        stored.get(`drawings.pdf|${demo.payer.acc}`),
      );
      expect(text('Certificates/Certificate 1 (PS-001)/schedule-notes.pdf')).toBe(
        `schedule-notes.pdf from ${demo.payer.acc}`,
      );
      const index = text('Shared files.csv')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(index[0]).toBe('Folder,File,Shared by,Uploaded,Size (bytes)');
      expect(index).toContain(
        `Certificates/Certificate 1 (PS-001),schedule-notes.pdf,Harbour Build Ltd,2026-11-21,${
          stored.get(`schedule-notes.pdf|${demo.payer.acc}`)!.byteLength
        }`,
      );
      expect(index).toHaveLength(expected.length + 1); // header, one row a file, the final CRLF
    },
  );

  it('more than a zip can hold (4 GB) is refused with 422 before anything is sent', async () => {
    signInAs(outsider.userId);
    const huge = await db().attachment.create({
      data: {
        accountId: outsider.params.acc,
        contractId: outsider.params.c,
        fileName: 'point-cloud.e57',
        fileType: 'drawings',
        size: 5n * 1024n ** 3n,
        storageKey: `${outsider.params.acc}/contract-documents/${crypto.randomUUID()}`,
        isShared: true,
      },
    });
    const { response, bytes } = await download(sharedFilesExport, outsider.params);
    expect(response.status).toBe(422);
    expect(JSON.parse(new TextDecoder().decode(bytes)).errors[0].message).toMatch(/more than 4 GB/);
    await db().attachment.delete({ where: { id: huge.id } });
  });

  it('a file missing from the store aborts the download rather than passing off a short zip', async () => {
    signInAs(outsider.userId);
    const lost = await db().attachment.create({
      data: {
        accountId: outsider.params.acc,
        contractId: outsider.params.c,
        fileName: 'lost.pdf',
        fileType: 'drawings',
        size: 10n,
        storageKey: `${outsider.params.acc}/contract-documents/${crypto.randomUUID()}`,
        isShared: true,
      },
    });
    const response = await sharedFilesExport(new Request('http://localhost/x'), {
      params: Promise.resolve(outsider.params),
    });
    expect(response.status).toBe(200); // the archive had started
    await expect(response.arrayBuffer()).rejects.toThrow();
    await db().attachment.delete({ where: { id: lost.id } });
  });

  it('a contract with nothing shared gives a zip holding only the empty list', async () => {
    signInAs(outsider.userId);
    const { response, bytes } = await download(sharedFilesExport, outsider.params);
    expect(response.status).toBe(200);
    expect(Object.keys(unzipSync(bytes))).toEqual(['Shared files.csv']);
  });
});

describe('who may export', () => {
  const exports = [
    ['history', historyExport],
    ['line-item history', lineItemExport],
    ['shared files', sharedFilesExport],
  ] as const;

  it.each(exports)("another account's user gets 403/404 and no data: %s", async (_name, handler) => {
    signInAs(outsider.userId);
    // The demo's ids through the outsider's own account: not found.
    const viaOwn = await download(handler, { ...demo.payee, acc: outsider.params.acc });
    expect(viaOwn.response.status).toBe(404);
    expect(new TextDecoder().decode(viaOwn.bytes)).toBe(
      '{"errors":[{"message":"Can not find the resource!"}]}',
    );
    // Through the demo's accounts, of which it is not a member: forbidden.
    for (const params of [demo.payee, demo.payer]) {
      const res = await download(handler, params);
      expect(res.response.status).toBe(403);
      expect(res.response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it.each(exports)("a party cannot use the other party's project in its path: %s", async (_name, handler) => {
    signInAs(demo.users.claimer);
    expect((await download(handler, { ...demo.payee, g: demo.payer.g })).response.status).toBe(404);
  });

  it.each(exports)(
    'a view-only user of the account may export (reading is viewing): %s',
    async (_name, handler) => {
      const viewer = await addMember(demo.payee.acc, 'view');
      signInAs(viewer.userId);
      expect((await download(handler, demo.payee)).response.status).toBe(200);
    },
  );

  it.each(exports)('a malformed id is a 422, not a 500: %s', async (_name, handler) => {
    signInAs(demo.users.claimer);
    expect((await download(handler, { ...demo.payee, c: 'not-a-uuid' })).response.status).toBe(422);
  });
});
