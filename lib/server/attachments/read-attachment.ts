import 'server-only';
// A file for download: `where` reaches it through the parent the caller may see (and, for the
// other party, only if shared), so a file is never read by its id alone. Missing → 404.
import { AppError } from '@/lib/errors/app-error';
import type { Prisma } from '@/lib/db/generated/client';
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';

export async function readAttachment(
  where: Prisma.AttachmentWhereInput,
): Promise<{ fileName: string; fileType: string; bytes: Buffer }> {
  const file = await db().attachment.findFirst({
    where,
    select: { fileName: true, fileType: true, storageKey: true },
  });
  if (!file) throw new AppError('not_found');
  return { fileName: file.fileName, fileType: file.fileType, bytes: await getFile(file.storageKey) };
}
