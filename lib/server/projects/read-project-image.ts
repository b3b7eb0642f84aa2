import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { loadProject } from './load-project';

/**
 * The project's picture for an <img>: anyone who may view the project. The stored type was read
 * from the bytes at upload, so what is served is a PNG, JPEG or WebP and nothing else. An address
 * with the picture's version (`?v=`) never changes meaning, so the browser may keep it; without
 * one it asks again each time.
 */
export async function readProjectImage(
  actor: Actor,
  projectId: string,
  versioned: boolean,
): Promise<Response> {
  await loadProject(actor, projectId, 'view');
  const image = await db().projectImage.findFirst({
    where: { projectId, accountId: actor.accountId },
    select: { contentType: true, bytes: true },
  });
  if (!image) throw new AppError('not_found');
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'content-type': image.contentType,
      'content-length': String(image.bytes.byteLength),
      'content-disposition': 'inline',
      'cache-control': versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
