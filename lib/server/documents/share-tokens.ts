import 'server-only';
// Download links for shared files (/file/{fileToken}, spec §2): sent with an issued claim so that
// its recipients — who may have no login here — can fetch the files marked shared. Only a hash of
// the token is stored; a link expires.
import { createHash, randomBytes } from 'node:crypto';
import { db, type Tx } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import { sharedFilePage } from '@/lib/paths/page-paths';

/** Long enough to read the claim, answer it with a payment schedule and come back for the files. */
export const SHARE_LINK_DAYS = 90;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createShareLinks(
  tx: Tx,
  files: { id: string; fileName: string }[],
  now = new Date(),
): Promise<{ fileName: string; path: string }[]> {
  if (files.length === 0) return [];
  const expiresAt = new Date(now.getTime() + SHARE_LINK_DAYS * 86_400_000);
  const links = files.map((f) => ({ file: f, token: randomBytes(32).toString('base64url') }));
  await tx.shareToken.createMany({
    data: links.map(({ file, token }) => ({ attachmentId: file.id, tokenHash: hash(token), expiresAt })),
  });
  return links.map(({ file, token }) => ({ fileName: file.fileName, path: sharedFilePage(token) }));
}

export type SharedFile =
  | { ok: true; fileName: string; fileType: string; bytes: Buffer }
  | { ok: false; reason: 'not_found' | 'expired' };

/** The file a link names, while the link is live and the file is still shared. */
export async function readSharedFile(token: string, now = new Date()): Promise<SharedFile> {
  const found = await db().shareToken.findUnique({
    where: { tokenHash: hash(token) },
    select: {
      expiresAt: true,
      attachment: { select: { fileName: true, fileType: true, storageKey: true, isShared: true } },
    },
  });
  if (!found || !found.attachment.isShared) return { ok: false, reason: 'not_found' };
  if (found.expiresAt && found.expiresAt <= now) return { ok: false, reason: 'expired' };
  const { fileName, fileType, storageKey } = found.attachment;
  return { ok: true, fileName, fileType, bytes: await getFile(storageKey) };
}
