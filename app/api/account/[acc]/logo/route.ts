import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { updateAccountLogo } from '@/lib/server/account/update-account-logo';
import { readImageUpload } from '@/lib/api/read-image-upload';

/** multipart/form-data with the cropped image in `file`. */
export const POST = route(
  {
    auth: 'account',
    docs: { form: { files: ['file'] } },
    params: ZAccountParams,
    permission: ['account', 'edit'],
  },
  async ({ actor, request }) => updateAccountLogo(actor, await readImageUpload(request)),
);
