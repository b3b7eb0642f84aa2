import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZImportQuery } from '@/lib/schemas/line-items';
import { importLineItems } from '@/lib/server/line-items/import-line-items';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

/** 2 MB: a 5,000-row schedule (the row limit) is well under 1 MB. */
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const TOO_BIG = 'The file is too big: import at most 2 MB at a time.';

/** Multipart `file` (CSV). ?preview=true checks it only; otherwise all rows are saved, or none (422). */
export const POST = route(
  { auth: 'account', docs: { form: { files: ['file'] } }, params: ZContractParams, query: ZImportQuery },
  async ({ actor, params, query, request }) => {
    const readFile = async () =>
      formFile(await readFormData(request, MAX_IMPORT_BYTES, TOO_BIG), 'file').text();
    const result = await importLineItems(actor, scopeOf(params), query.kind, readFile, {
      preview: query.preview,
    });
    return json(result, query.preview ? 200 : 201);
  },
);
