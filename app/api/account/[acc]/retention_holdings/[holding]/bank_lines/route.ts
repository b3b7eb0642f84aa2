import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { BANK_CSV_ERRORS, BANK_CSV_MAX_BYTES } from '@/lib/domain/bank-statement-csv';
import { ZHoldingParams } from '@/lib/schemas/retention-trust';
import { importBankLines } from '@/lib/server/retention-trust/import-bank-lines';
import { listBankLines } from '@/lib/server/retention-trust/list-bank-lines';

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** GET: a trust account's imported bank lines, each with the deposit it matched, or none. */
export const GET = route(
  {
    auth: 'account',
    params: ZHoldingParams,
    docs: { summary: 'List the bank lines of a retention trust account' },
  },
  async ({ actor, params }) => listBankLines(actor, params.holding),
);

/**
 * POST a bank statement CSV as multipart field `file`: new lines stored (lines already imported
 * are not added again), matched to deposits, and the closing balance reconciled when the file
 * states balances. A file with a line it cannot read: 422, nothing written. Owners and admins; the
 * permission is checked here as well as in the service so that a refused upload is never read.
 */
export const POST = route(
  {
    auth: 'account',
    params: ZHoldingParams,
    permission: ['account', 'edit'],
    docs: {
      summary: 'Import a bank statement of a retention trust account',
      status: 201,
      form: { files: ['file'] },
    },
  },
  async ({ actor, params, request }) => {
    const form = await readFormData(
      request,
      BANK_CSV_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      BANK_CSV_ERRORS.tooBig,
    );
    const file = new Uint8Array(await formFile(form, 'file').arrayBuffer());
    return json(await importBankLines(actor, params.holding, file), 201);
  },
);
