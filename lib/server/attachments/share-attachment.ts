import 'server-only';
// Shares one of the caller's files with the other party, or stops sharing it, with a history row.
// `where` is the parent's own file (its id within the parent, in the caller's account): the caller
// has already checked it may change the parent's files; `guard`, where given, decides inside the
// transaction whether this file's sharing may still change.
import { AppError } from '@/lib/errors/app-error';
import type { Attachment, Prisma } from '@/lib/db/generated/client';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import type { AttachmentGuard, AttachmentParent } from './attachment-parent';

export async function shareAttachment(
  actor: Actor,
  parent: AttachmentParent,
  where: Prisma.AttachmentWhereInput,
  isShared: boolean,
  guard: AttachmentGuard = () => {},
): Promise<Attachment> {
  return db().$transaction(async (tx) => {
    const row = await tx.attachment.findFirst({ where });
    if (!row) throw new AppError('not_found');
    await guard(tx, row);
    // A file deleted at the same moment answers 404, not a history row for nothing.
    const { count } = await tx.attachment.updateMany({ where: { id: row.id }, data: { isShared } });
    if (count !== 1) throw new AppError('not_found');
    await recordHistory(tx, actor, parent.actions.shared, parent.refs, {
      ...parent.details,
      file_name: row.fileName,
      is_shared: isShared,
    });
    return { ...row, isShared };
  });
}
