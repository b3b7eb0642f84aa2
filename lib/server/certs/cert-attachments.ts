import 'server-only';
// A certificate's supporting files (spec §3 Certificate shared_attachments). The payer adds and
// removes them until the certificate is issued; sharing may change at any time — a shared file is
// one the claimer may download, with the issued certificate and through its email's links. Files
// are reached through their certificate, in the caller's account only.
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { deleteFile, getFile, putFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { attachmentJson } from '../claims/claim-json';
import { FILE_TOO_BIG } from '../claims/upload-claim-attachment';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '../config/app-config';
import { recordHistory } from '../history';
import { loadIssuedCert, loadPayerCert, type CertRef } from './load-cert';
import { loadContract } from '../contracts/load-contract';

type FileRef = CertRef & { fileId: string };

function assertOpen(status: string): void {
  if (status === 'issued')
    throw new AppError('conflict', 'The files of an issued certificate cannot be changed.');
}

const refsOf = (projectId: string, cert: { id: string; contractId: string; claimId: string }) => ({
  projectId,
  contractId: cert.contractId,
  claimId: cert.claimId,
  certId: cert.id,
});

export async function uploadCertAttachment(
  actor: Actor,
  ref: CertRef,
  upload: { file: File; isShared: boolean },
) {
  const { cert, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  assertOpen(cert.status);
  const { file } = upload;
  if (file.size > CONTRACT_DOCUMENT_SIZE_LIMIT) throw new AppError('payload_too_large', FILE_TOO_BIG);
  const fileName = file.name.replaceAll(/[\\/\u0000-\u001f]/g, '_').slice(-200) || 'file';
  const key = await putFile(actor.accountId, 'cert-attachments', file);
  try {
    return await db().$transaction(async (tx) => {
      const row = await tx.attachment.create({
        data: {
          accountId: actor.accountId,
          contractId: cert.contractId,
          certId: cert.id,
          fileName,
          fileType: file.type || 'application/octet-stream',
          size: BigInt(file.size),
          storageKey: key,
          isShared: upload.isShared,
          uploadedById: actor.userId,
        },
      });
      await recordHistory(tx, actor, 'certificate.attachment_added', refsOf(projectId, cert), {
        file_name: fileName,
      });
      return attachmentJson(row);
    });
  } catch (error) {
    await deleteFile(key);
    throw error;
  }
}

async function loadFile(actor: Actor, ref: FileRef) {
  const loaded = await loadPayerCert(actor, ref, 'claim_or_cert');
  const file = await db().attachment.findFirst({
    where: { id: ref.fileId, certId: loaded.cert.id, accountId: actor.accountId },
  });
  if (!file) throw new AppError('not_found');
  return { ...loaded, file };
}

export async function deleteCertAttachment(actor: Actor, ref: FileRef) {
  const { cert, projectId, file } = await loadFile(actor, ref);
  assertOpen(cert.status);
  await db().$transaction(async (tx) => {
    await tx.attachment.delete({ where: { id: file.id } });
    await recordHistory(tx, actor, 'certificate.attachment_deleted', refsOf(projectId, cert), {
      file_name: file.fileName,
    });
  });
  await deleteFile(file.storageKey);
  return { deleted: true };
}

export async function shareCertAttachment(actor: Actor, ref: FileRef, isShared: boolean) {
  const { cert, projectId, file } = await loadFile(actor, ref);
  const row = await db().$transaction(async (tx) => {
    const updated = await tx.attachment.update({ where: { id: file.id }, data: { isShared } });
    await recordHistory(tx, actor, 'certificate.attachment_shared', refsOf(projectId, cert), {
      file_name: file.fileName,
      is_shared: isShared,
    });
    return updated;
  });
  return attachmentJson(row);
}

/** The payer downloads any file of its certificate; the claimer only shared files of an issued one. */
export async function downloadCertFile(actor: Actor, ref: FileRef) {
  const { side } = await loadContract(actor, ref.contractId, { projectId: ref.projectId });
  const where =
    side === 'cert'
      ? { id: ref.fileId, certId: (await loadPayerCert(actor, ref)).cert.id, accountId: actor.accountId }
      : { id: ref.fileId, certId: (await loadIssuedCert(actor, ref)).cert.id, isShared: true };
  const file = await db().attachment.findFirst({
    where,
    select: { fileName: true, fileType: true, storageKey: true },
  });
  if (!file) throw new AppError('not_found');
  return { fileName: file.fileName, contentType: file.fileType, bytes: await getFile(file.storageKey) };
}
