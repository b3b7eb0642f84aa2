import { route } from '@/lib/api/route';
import { readImageUpload } from '@/lib/api/read-image-upload';
import { updateOwnAvatar } from '@/lib/server/users/update-own-avatar';

/** multipart/form-data with the cropped image in `file`. */
export const POST = route(
  { auth: 'user', docs: { form: { files: ['file'] } } },
  async ({ userId, request }) => updateOwnAvatar(userId, await readImageUpload(request)),
);
