import { streamedFileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { exportSharedFiles } from '@/lib/server/contracts/export-shared-files';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

/** Every file the parties shared with each other on the contract, as one zip download. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/zip' }, params: ZContractParams },
  async ({ actor, params }) =>
    streamedFileResponse({
      ...(await exportSharedFiles(actor, scopeOf(params))),
      contentType: 'application/zip',
    }),
);
