import 'server-only';
// GET …/contract/{c}/shared_files/export: every file the two parties of a contract have shared with
// each other, in one zip (spec §7 "Exports as blob: … shared files"). That is, whichever side asks:
//   - the contract documents either party marked shared;
//   - the shared files of the claims served on the payer (issued or certified — a draft's files are
//     not shared yet, whatever their flag says);
//   - the shared files of the issued certificates.
// Both parties get the same archive; files kept private by either never enter it (the visibility
// rules of lib/server/contracts/visible-to-counterparty.ts). A list of the files, who shared each
// and when, comes first in the archive.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { toCsv } from '@/lib/domain/csv-write';
import { fileSlug, safeEntryName, UniqueNames } from '@/lib/domain/file-names';
import { dayIn } from '@/lib/domain/zoned-dates';
import { fileStore } from '@/lib/files/store';
import { ZIP_LIMITS, zipStream, type ZipEntry } from '@/lib/files/zip-stream';
import type { Actor } from '../session/resolve-actor';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { certificateLabel } from './export-contract-history';
import { loadContract } from './load-contract';

export const SHARED_FILES_INDEX = 'Shared files.csv';
export const SHARED_FILES_COLUMNS = ['Folder', 'File', 'Shared by', 'Uploaded', 'Size (bytes)'];

const TOO_LARGE =
  'The shared files of this contract come to more than 4 GB, too much for one zip file. Download them one at a time.';

export async function exportSharedFiles(actor: Actor, ids: { projectId: string; contractId: string }) {
  const { contract } = await loadContract(actor, ids.contractId, { projectId: ids.projectId });
  const [claims, certs] = await Promise.all([
    db().claim.findMany({
      where: { contractId: contract.id, status: { in: [...SERVED_STATUSES] } },
      select: { id: true, name: true },
    }),
    db().certificate.findMany({
      where: { contractId: contract.id, status: 'issued' },
      select: { id: true, number: true, certificateRef: true },
    }),
  ]);
  const files = await db().attachment.findMany({
    where: {
      contractId: contract.id,
      isShared: true,
      OR: [
        { claimId: null, certId: null, lineItemId: null, paymentId: null },
        { claimId: { in: claims.map((c) => c.id) }, certId: null, lineItemId: null, paymentId: null },
        { certId: { in: certs.map((c) => c.id) }, lineItemId: null, paymentId: null },
      ],
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      fileName: true,
      size: true,
      storageKey: true,
      createdAt: true,
      accountId: true,
      claimId: true,
      certId: true,
    },
  });
  const total = files.reduce((sum, f) => sum + Number(f.size), 0);
  if (total > ZIP_LIMITS.bytes || files.length + 1 > ZIP_LIMITS.entries)
    throw new AppError('invalid', TOO_LARGE);

  const accounts = await db().account.findMany({
    where: { id: { in: [...new Set(files.map((f) => f.accountId))] } },
    select: { id: true, name: true },
  });
  const accountNames = new Map(accounts.map((a) => [a.id, a.name]));
  const claimFolders = new Map(claims.map((c) => [c.id, `Claims/${safeEntryName(c.name, 'Claim')}`]));
  const certFolders = new Map(
    certs.map((c) => [c.id, `Certificates/${safeEntryName(certificateLabel(c), 'Certificate')}`]),
  );
  const names = new UniqueNames();
  const placed = files.map((file) => {
    const folder =
      (file.certId && certFolders.get(file.certId)) ||
      (file.claimId && claimFolders.get(file.claimId)) ||
      'Contract documents';
    return { ...file, folder, name: names.claim(folder, safeEntryName(file.fileName, 'file')) };
  });

  const index = toCsv([
    SHARED_FILES_COLUMNS,
    ...placed.map((f) => [
      f.folder,
      f.name,
      accountNames.get(f.accountId) ?? '',
      dayIn(f.createdAt, contract.timeZone),
      Number(f.size),
    ]),
  ]);
  const entries: ZipEntry[] = [
    {
      name: SHARED_FILES_INDEX,
      modified: new Date(),
      open: async () => [new TextEncoder().encode(`\uFEFF${index}`)],
    },
    ...placed.map((f) => ({
      name: `${f.folder}/${f.name}`,
      modified: f.createdAt,
      open: async () => {
        const stored = await fileStore().get(f.storageKey);
        if (!stored) throw new Error(`The stored file ${f.storageKey} is missing`);
        return stored.body;
      },
    })),
  ];
  return {
    fileName: `shared-files-${fileSlug(contract.contractNumber || contract.name, 'contract')}.zip`,
    body: zipStream(entries),
  };
}
