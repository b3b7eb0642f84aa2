import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { CONTACTS_CSV_ERRORS, CONTACTS_CSV_MAX_BYTES } from '@/lib/domain/contacts-csv';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZContactsCsvQuery } from '@/lib/schemas/contacts';
import { importContactsCsv } from '@/lib/server/contacts/import-contacts-csv';
import { previewContactsCsv } from '@/lib/server/contacts/preview-contacts-csv';

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * POST a CSV as multipart field `file`. Without ?commit=true the answer is the preview (every row
 * checked, nothing written); with it the valid rows are imported (201). The permission is checked
 * here as well as in the services so that a refused upload is never read.
 */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: ['file'] } },
    params: ZAccountParams,
    query: ZContactsCsvQuery,
    permission: ['contact', 'create'],
  },
  async ({ actor, query, request }) => {
    const form = await readFormData(
      request,
      CONTACTS_CSV_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      CONTACTS_CSV_ERRORS.tooBig,
    );
    const file = new Uint8Array(await formFile(form, 'file').arrayBuffer());
    return query.commit
      ? json(await importContactsCsv(actor, file, query.preview_id), 201)
      : previewContactsCsv(actor, file);
  },
);
