import 'server-only';
// Adds an uploaded file to a contract, claim or certificate: stored (store-upload.ts), then its
// row and history row written together. The caller has checked it may change the parent's files.
import type { Attachment } from '@/lib/db/generated/client';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import type { AttachmentParent } from './attachment-parent';
import { storeUpload } from './store-upload';

export async function addAttachment(
  actor: Actor,
  parent: AttachmentParent,
  upload: { file: File; isShared: boolean; fallbackName: string; fileType?: string; documentsOnly?: boolean },
): Promise<Attachment> {
  const { file, isShared, ...how } = upload;
  return storeUpload(actor, file, { area: parent.area, ...how }, (stored) =>
    db().$transaction(async (tx) => {
      const row = await tx.attachment.create({ data: { ...stored, ...parent.link, isShared } });
      await recordHistory(tx, actor, parent.actions.added, parent.refs, { file_name: stored.fileName });
      return row;
    }),
  );
}
