import 'server-only';
// A claim's or a certificate's own supporting files (spec §3 Claim attachments, Certificate
// shared_attachments), for the shared attachment operations in lib/server/attachments: added and
// removed by the document's party until it is issued; sharing may change at any time — a shared
// file is one the other party may download, with the issued document and through its email's
// links. A file is reached through its document (never by its id alone), in the caller's account
// only. Each kind's operations load the document with their own access check and call these.
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../session/resolve-actor';
import type { recordHistory } from '../history';
import { addAttachment } from '../attachments/add-attachment';
import type { AttachmentParent } from '../attachments/attachment-parent';
import { attachmentJson } from '../attachments/attachment-json';
import { deleteAttachment } from '../attachments/delete-attachment';
import { shareAttachment } from '../attachments/share-attachment';
import { documentRef, type DocumentKind } from './kinds';

/** A loaded document whose files are being changed, with the references of its history rows. */
export interface FilesOf {
  kind: DocumentKind;
  doc: { id: string; contractId: string; status: string };
  refs: NonNullable<Parameters<typeof recordHistory>[3]>;
}

/** Files belong to a document while it is being prepared; once served it is a record, kept as sent. */
function assertOpen({ kind, doc }: FilesOf): void {
  if (kind.served.includes(doc.status))
    throw new AppError('conflict', `The files of an issued ${kind.noun} cannot be changed.`);
}

function parentOf({ kind, doc, refs }: FilesOf): AttachmentParent {
  return {
    area: kind.filesArea,
    link: { contractId: doc.contractId, ...documentRef(kind, doc.id) },
    refs,
    actions: {
      added: `${kind.noun}.attachment_added`,
      shared: `${kind.noun}.attachment_shared`,
      deleted: `${kind.noun}.attachment_deleted`,
    },
  };
}

/** One of the document's own files (not a line's evidence), in the caller's account. */
const ownFile = (actor: Actor, { kind, doc }: FilesOf, fileId: string) => ({
  id: fileId,
  ...documentRef(kind, doc.id),
  lineItemId: null,
  accountId: actor.accountId,
});

/**
 * Upload, delete and share for one kind, given how it loads a document of its own for a change
 * (its access check): claims/claim-attachments.ts, certs/cert-attachments.ts.
 */
export function documentFileOperations<Ref>(filesOf: (actor: Actor, ref: Ref) => Promise<FilesOf>) {
  return {
    async upload(actor: Actor, ref: Ref, upload: { file: File; isShared: boolean }) {
      const files = await filesOf(actor, ref);
      assertOpen(files);
      return attachmentJson(await addAttachment(actor, parentOf(files), upload));
    },
    async remove(actor: Actor, ref: Ref & { fileId: string }) {
      const files = await filesOf(actor, ref);
      await deleteAttachment(actor, parentOf(files), ownFile(actor, files, ref.fileId), () =>
        assertOpen(files),
      );
      return { deleted: true };
    },
    /** Sharing changes even after issue: a shared file is one the other party may download. */
    async share(actor: Actor, ref: Ref & { fileId: string }, isShared: boolean) {
      const files = await filesOf(actor, ref);
      const own = ownFile(actor, files, ref.fileId);
      return attachmentJson(await shareAttachment(actor, parentOf(files), own, isShared));
    },
  };
}
