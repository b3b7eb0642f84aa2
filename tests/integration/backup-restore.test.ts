// Backup and restore (issue 29, item 4), as a round trip: a populated installation — the demo, a
// certificate issued with its email queued and sent, a payment with its remittance file, a claim
// attachment — backed up (lib/backup/backup.ts) while it runs, restored (restore.ts) into a new,
// blank database and file folder, and then read through the same routes by both parties: every
// answer identical, every file byte for byte, the PDFs' text the same.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { closeDb, db } from '@/lib/db/client';
import { writeBackup } from '@/lib/backup/backup';
import { readManifest, restoreBackup, RestoreRefused } from '@/lib/backup/restore';
import { localFileStore } from '@/lib/files/local-file-store';
import { processOutbox } from '@/lib/email/outbox';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as C, uploadFile } from '../support/claim-routes';
import { blankDatabase } from '../support/blank-database';
import { pdfText } from '../support/pdf-read';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: CertDemo;
let sink: SmtpSink;
const work = mkdtempSync(path.join(tmpdir(), 'claimcert-backup-'));
const original = { files: path.join(work, 'files'), url: '' };
const restored = { files: path.join(work, 'restored-files'), url: '' };
const backupFile = path.join(work, 'backup.zip');
const EVIDENCE = new Uint8Array(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));
const REMITTANCE = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55]);
const ids = { certId: '', paymentId: '', fileId: '' };

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.FILE_STORE_DIR = original.files;
  original.url = process.env.DATABASE_URL!;
  demo = await seedCertDemo();
  await db().approvalWorkflow.deleteMany({ where: { contractId: demo.contract.id } });

  signInAs(demo.users.claimer);
  // The draft claim: an issued one's files are fixed.
  const evidence = await uploadFile(demo.claim(demo.claimIds[2]!), {
    name: 'site-photos.pdf',
    bytes: EVIDENCE,
    isShared: true,
  });
  expect(evidence.status, JSON.stringify(evidence.body)).toBe(201);
  ids.fileId = evidence.body.file_id;

  signInAs(demo.users.certifier);
  const started = await callRoute(R.list.POST, { params: demo.payerClaim, body: {} });
  expect(started.status, JSON.stringify(started.body.errors)).toBe(201);
  ids.certId = started.body.cert.cert_id;
  expect((await callRoute(R.send.POST, { params: demo.cert(ids.certId), body: {} })).status).toBe(200);
  const issued = await callRoute(R.issue.POST, {
    params: demo.cert(ids.certId),
    body: {
      has_email_service: true,
      to_contacts: [{ contact_email: 'aroha@kauri.example', contact_name: 'Aroha' }],
    },
  });
  expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
  await processOutbox();
  const paid = await postForm(
    R.certPayments.POST,
    { ...demo.payer, cert: ids.certId },
    {
      data: JSON.stringify({ paid_amount: 1_000_000, paid_on: '2026-11-20' }),
      file: new File([REMITTANCE], 'remittance.pdf', { type: 'application/pdf' }),
    },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  ids.paymentId = paid.body.payment_id;
});

afterAll(async () => {
  await sink?.stop();
});

/** Every read both parties make of the contract, its claims, certificate, payment and files. */
async function reads() {
  const out: Record<string, unknown> = {};
  const claimIds = demo.claimIds;
  signInAs(demo.users.claimer);
  out.claims = (await callRoute(C.list.GET, { params: demo.payee })).body;
  for (const cl of claimIds)
    out[`claim ${cl}`] = (await callRoute(C.one.GET, { params: demo.claim(cl) })).body;
  out.payeeSummary = (await callRoute(C.summary.GET, { params: demo.payee })).body;
  out.payeeCert = (await callRoute(R.one.GET, { params: demo.cert(ids.certId, 'payee') })).body;
  out.payeePdf = pdfText((await download(R.pdf.GET, demo.cert(ids.certId, 'payee'))).bytes!);
  out.claimPdf = pdfText((await download(C.pdf.GET, demo.claim(demo.claim2))).bytes!);
  out.evidence = (await download(C.file.GET, { ...demo.claim(demo.claimIds[2]!), fileId: ids.fileId })).bytes;
  signInAs(demo.users.certifier);
  out.received = (await callRoute(R.received.GET, { params: { acc: demo.payer.acc } })).body;
  out.payerCert = (await callRoute(R.one.GET, { params: demo.cert(ids.certId) })).body;
  out.payerPdf = pdfText((await download(R.pdf.GET, demo.cert(ids.certId))).bytes!);
  out.certSummary = (await callRoute(R.summary.GET, { params: demo.payer })).body;
  out.payments = (await callRoute(R.payments.GET, { params: demo.payer })).body;
  out.remittance = (
    await download(R.remittance.GET, { ...demo.payer, cert: ids.certId, paymentId: ids.paymentId })
  ).bytes;
  out.retention = (
    await download(
      R.retention.GET,
      { acc: demo.payer.acc },
      'http://localhost/api/paycert/retention_report?side=cert',
    )
  ).bytes;
  out.history = (await callRoute(R.history.GET, { params: demo.cert(ids.certId) })).body;
  return out;
}

describe('npm run backup, then npm run restore into a fresh installation', () => {
  let before: Record<string, unknown>;

  it('backs up the database and the files with a manifest of counts and checksums', async () => {
    before = await reads();
    const manifest = await writeBackup({
      databaseUrl: original.url,
      store: localFileStore(original.files),
      file: backupFile,
      appVersion: '0.1.0',
    });
    expect(await readManifest(backupFile)).toEqual(manifest);
    const count = (name: string) => manifest.tables.find((t) => t.name === name)!.rows;
    expect(count('certificates')).toBe(await db().certificate.count());
    expect(count('email_outbox')).toBe(await db().emailOutbox.count());
    expect(count('line_items')).toBe(await db().lineItem.count());
    expect(manifest.files.map((f) => f.size).sort((a, b) => a - b)).toEqual([
      REMITTANCE.length,
      EVIDENCE.length,
    ]);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.migrations.at(-1)).toMatch(/^\d{14}_/);
    // Parents before children: a line item's contract before it, its account before the contract.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf('accounts')).toBeLessThan(order.indexOf('contracts'));
    expect(order.indexOf('contracts')).toBeLessThan(order.indexOf('line_items'));
    expect(await db().emailOutbox.count({ where: { status: 'sent' } })).toBeGreaterThan(0);
  });

  it('restores into a blank database and an empty folder: both parties read exactly what they read before', async () => {
    restored.url = await blankDatabase('restored');
    const { upgraded } = await restoreBackup({
      databaseUrl: restored.url,
      store: localFileStore(restored.files),
      file: backupFile,
    });
    expect(upgraded).toEqual([]);
    await closeDb();
    process.env.DATABASE_URL = restored.url;
    process.env.FILE_STORE_DIR = restored.files;
    const after = await reads();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
    expect(after.evidence).toEqual(EVIDENCE);
    expect(after.remittance).toEqual(REMITTANCE);
    // The line items' parents were set after every row was in.
    expect(await db().lineItem.count({ where: { parentId: { not: null } } })).toBeGreaterThan(0);
  });

  it('refuses a non-empty installation, changing nothing', async () => {
    const users = await db().user.count();
    await expect(
      restoreBackup({ databaseUrl: restored.url, store: localFileStore(restored.files), file: backupFile }),
    ).rejects.toThrow(RestoreRefused);
    await expect(
      restoreBackup({ databaseUrl: restored.url, store: localFileStore(restored.files), file: backupFile }),
    ).rejects.toThrow(
      /The installation is not empty \(table \w+ has rows\): restore into an empty database\./,
    );
    expect(await db().user.count()).toBe(users);
  });

  it('refuses a file that is not a backup', async () => {
    await expect(
      restoreBackup({ databaseUrl: restored.url, store: localFileStore(restored.files), file: __filename }),
    ).rejects.toThrow();
  });
});
