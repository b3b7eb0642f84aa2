import 'server-only';
// A certificate's supporting files (spec §3 Certificate shared_attachments). The payer adds and
// removes them until the certificate is issued; sharing may change at any time — a shared file is
// one the claimer may download, with the issued certificate and through its email's links. Files
// are reached through their certificate, in the caller's account only.
import type { Actor } from '../session/resolve-actor';
import { readAttachment } from '../attachments/read-attachment';
import { documentFileOperations, type FilesOf } from '../documents/document-files';
import { CERT_KIND } from '../documents/kinds';
import { loadIssuedCert, loadPayerCert, type CertRef } from './load-cert';
import { loadContract } from '../contracts/load-contract';

type FileRef = CertRef & { fileId: string };

async function filesOf(actor: Actor, ref: CertRef): Promise<FilesOf> {
  const { cert, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  return {
    kind: CERT_KIND,
    doc: cert,
    refs: { projectId, contractId: cert.contractId, claimId: cert.claimId, certId: cert.id },
  };
}

const files = documentFileOperations(filesOf);

export function uploadCertAttachment(actor: Actor, ref: CertRef, upload: { file: File; isShared: boolean }) {
  return files.upload(actor, ref, upload);
}

export function deleteCertAttachment(actor: Actor, ref: CertRef & { fileId: string }) {
  return files.remove(actor, ref);
}

export function shareCertAttachment(actor: Actor, ref: CertRef & { fileId: string }, isShared: boolean) {
  return files.share(actor, ref, isShared);
}

/** The payer downloads any file of its certificate; the claimer only shared files of an issued one. */
export async function downloadCertFile(actor: Actor, ref: FileRef) {
  const { side } = await loadContract(actor, ref.contractId, { projectId: ref.projectId });
  const where =
    side === 'cert'
      ? {
          id: ref.fileId,
          certId: (await loadPayerCert(actor, ref)).cert.id,
          lineItemId: null,
          accountId: actor.accountId,
        }
      : {
          id: ref.fileId,
          certId: (await loadIssuedCert(actor, ref)).cert.id,
          lineItemId: null,
          isShared: true,
        };
  const file = await readAttachment(where);
  return { fileName: file.fileName, contentType: file.fileType, bytes: file.bytes };
}
