import 'server-only';
import { db } from '@/lib/db/client';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';

/** Stores the account logo (an already checked image data URL, see readImageUpload). */
export async function updateAccountLogo(
  actor: Actor,
  imageDataUrl: string,
): Promise<{ image_base64: string }> {
  await assertCan(actor, 'account', 'edit');
  await db().$transaction(async (tx) => {
    await tx.account.update({ where: { id: actor.accountId }, data: { logo: imageDataUrl } });
    await recordHistory(tx, actor, 'account.logo_updated', {}, { bytes: imageDataUrl.length });
  });
  return { image_base64: imageDataUrl };
}
