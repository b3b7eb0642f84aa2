import 'server-only';
// Adds an uploaded file to a contract, claim, certificate or line: stored (store-upload.ts), then
// its row and history row written together. The caller has checked it may change the parent's files.
import type { Attachment } from '@/lib/db/generated/client';
import { db, type Tx } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import type { AttachmentParent } from './attachment-parent';
import { storeUpload } from './store-upload';

export async function addAttachment(
  actor: Actor,
  parent: AttachmentParent,
  /** fallbackName: the stored name of a file sent without one ('file' unless said). */
  upload: {
    file: File;
    isShared: boolean;
    fallbackName?: string;
    fileType?: string;
    documentsOnly?: boolean;
  },
  /** A check inside the transaction before the row is written (a line's evidence locks its line). */
  before: (tx: Tx) => Promise<void> = async () => {},
): Promise<Attachment> {
  const { file, isShared, fallbackName = 'file', ...how } = upload;
  return storeUpload(actor, file, { area: parent.area, fallbackName, ...how }, (stored) =>
    db().$transaction(async (tx) => {
      await before(tx);
      const row = await tx.attachment.create({ data: { ...stored, ...parent.link, isShared } });
      await recordHistory(tx, actor, parent.actions.added, parent.refs, {
        ...parent.details,
        file_name: stored.fileName,
      });
      return row;
    }),
  );
}
