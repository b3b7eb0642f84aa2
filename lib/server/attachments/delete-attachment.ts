import 'server-only';
// Deletes one of the caller's files with a history row; the stored bytes go after the row is gone.
// `where` is the parent's own file (its id within the parent, in the caller's account);
// `assertOpen` refuses once the file is fixed (any file of an issued claim or certificate; a shared
// line file of a served one), checked after the file is found so a missing file is 404 whatever
// the parent's state.
import { AppError } from '@/lib/errors/app-error';
import type { Prisma } from '@/lib/db/generated/client';
import { db } from '@/lib/db/client';
import { deleteFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import type { AttachmentGuard, AttachmentParent } from './attachment-parent';

export async function deleteAttachment(
  actor: Actor,
  parent: AttachmentParent,
  where: Prisma.AttachmentWhereInput,
  assertOpen: AttachmentGuard = () => {},
): Promise<void> {
  const key = await db().$transaction(async (tx) => {
    const row = await tx.attachment.findFirst({
      where,
      select: { id: true, fileName: true, storageKey: true, isShared: true },
    });
    if (!row) throw new AppError('not_found');
    await assertOpen(tx, row);
    // Of two simultaneous deletes only one removes the row; the other answers 404.
    const { count } = await tx.attachment.deleteMany({ where: { id: row.id } });
    if (count !== 1) throw new AppError('not_found');
    await recordHistory(tx, actor, parent.actions.deleted, parent.refs, {
      ...parent.details,
      file_name: row.fileName,
    });
    return row.storageKey;
  });
  await deleteFile(key);
}
