import 'server-only';
// A certificate's supporting files (spec §3 Certificate shared_attachments). The payer adds and
// removes them until the certificate is issued; sharing may change at any time — a shared file is
// one the claimer may download, with the issued certificate and through its email's links. Files
// are reached through their certificate, in the caller's account only.
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../session/resolve-actor';
import { addAttachment } from '../attachments/add-attachment';
import type { AttachmentParent } from '../attachments/attachment-parent';
import { deleteAttachment } from '../attachments/delete-attachment';
import { readAttachment } from '../attachments/read-attachment';
import { shareAttachment } from '../attachments/share-attachment';
import { attachmentJson } from '../attachments/attachment-json';
import { loadIssuedCert, loadPayerCert, type CertRef } from './load-cert';
import { loadContract } from '../contracts/load-contract';

type FileRef = CertRef & { fileId: string };

function assertOpen(status: string): void {
  if (status === 'issued')
    throw new AppError('conflict', 'The files of an issued certificate cannot be changed.');
}

function certFilesParent(
  projectId: string,
  cert: { id: string; contractId: string; claimId: string },
): AttachmentParent {
  return {
    area: 'cert-attachments',
    link: { contractId: cert.contractId, certId: cert.id },
    refs: { projectId, contractId: cert.contractId, claimId: cert.claimId, certId: cert.id },
    actions: {
      added: 'certificate.attachment_added',
      shared: 'certificate.attachment_shared',
      deleted: 'certificate.attachment_deleted',
    },
  };
}

export async function uploadCertAttachment(
  actor: Actor,
  ref: CertRef,
  upload: { file: File; isShared: boolean },
) {
  const { cert, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  assertOpen(cert.status);
  return attachmentJson(await addAttachment(actor, certFilesParent(projectId, cert), upload));
}

/** A file of the payer's certificate, in the caller's account. */
const ownFile = (actor: Actor, ref: FileRef, certId: string) => ({
  id: ref.fileId,
  certId,
  lineItemId: null,
  accountId: actor.accountId,
});

export async function deleteCertAttachment(actor: Actor, ref: FileRef) {
  const { cert, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  await deleteAttachment(actor, certFilesParent(projectId, cert), ownFile(actor, ref, cert.id), () =>
    assertOpen(cert.status),
  );
  return { deleted: true };
}

export async function shareCertAttachment(actor: Actor, ref: FileRef, isShared: boolean) {
  const { cert, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  const row = await shareAttachment(
    actor,
    certFilesParent(projectId, cert),
    ownFile(actor, ref, cert.id),
    isShared,
  );
  return attachmentJson(row);
}

/** The payer downloads any file of its certificate; the claimer only shared files of an issued one. */
export async function downloadCertFile(actor: Actor, ref: FileRef) {
  const { side } = await loadContract(actor, ref.contractId, { projectId: ref.projectId });
  const where =
    side === 'cert'
      ? ownFile(actor, ref, (await loadPayerCert(actor, ref)).cert.id)
      : {
          id: ref.fileId,
          certId: (await loadIssuedCert(actor, ref)).cert.id,
          lineItemId: null,
          isShared: true,
        };
  const file = await readAttachment(where);
  return { fileName: file.fileName, contentType: file.fileType, bytes: file.bytes };
}
