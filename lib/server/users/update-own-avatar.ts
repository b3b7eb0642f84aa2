import 'server-only';
import { db } from '@/lib/db/client';
import { recordUserHistory } from './record-user-history';

/** Stores the caller's avatar (an already checked image data URL, see readImageUpload). */
export async function updateOwnAvatar(userId: string, imageDataUrl: string): Promise<{ avatar: string }> {
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { avatar: imageDataUrl } });
    await recordUserHistory(tx, userId, 'user.avatar_updated', { bytes: imageDataUrl.length });
  });
  return { avatar: imageDataUrl };
}
