import 'server-only';
import { db } from '@/lib/db/client';
import type { ImageType } from '@/lib/domain/image-type';
import { projectImageApi } from '@/lib/paths/api-paths';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from './load-project';

/**
 * §7 Projects "image upload": sets (or replaces) the project's picture. Whoever may edit the project
 * may change it; that is checked before the upload is read (`readImage`, lib/server/images: a PNG,
 * JPEG or WebP of at most 2 MB, its type read from its bytes). Answers the address the picture is
 * now served from.
 */
export async function uploadProjectImage(
  actor: Actor,
  projectId: string,
  readImage: () => Promise<{ type: ImageType; bytes: Uint8Array<ArrayBuffer> }>,
): Promise<{ image_url: string }> {
  await loadProject(actor, projectId, 'edit');
  const image = await readImage();
  const saved = await db().$transaction(async (tx) => {
    const data = { contentType: image.type, bytes: image.bytes };
    const row = await tx.projectImage.upsert({
      where: { projectId },
      create: { projectId, accountId: actor.accountId, ...data },
      update: data,
      select: { updatedAt: true },
    });
    await recordHistory(
      tx,
      actor,
      'project.image_updated',
      { projectId },
      { content_type: image.type, bytes: image.bytes.byteLength },
    );
    return row;
  });
  return { image_url: projectImageApi(actor.accountId, projectId, saved.updatedAt.getTime()) };
}
