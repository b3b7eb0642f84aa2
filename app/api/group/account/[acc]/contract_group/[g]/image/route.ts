import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZProjectImageQuery } from '@/lib/schemas/projects';
import { readImageFile } from '@/lib/api/read-image-upload';
import { readProjectImage } from '@/lib/server/projects/read-project-image';
import { removeProjectImage } from '@/lib/server/projects/remove-project-image';
import { uploadProjectImage } from '@/lib/server/projects/upload-project-image';

/** The project's picture (PNG, JPEG or WebP), for the project list and page. */
export const GET = route(
  { auth: 'account', params: ZProjectParams, query: ZProjectImageQuery },
  async ({ actor, params, query }) => readProjectImage(actor, params.g, query.v !== undefined),
);

/** §7 "image upload": multipart/form-data with the cropped square in `file` (at most 2 MB). */
export const POST = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params, request }) =>
  uploadProjectImage(actor, params.g, () => readImageFile(request)),
);

/** Removes the picture; 404 when there is none. */
export const DELETE = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params }) =>
  removeProjectImage(actor, params.g),
);
