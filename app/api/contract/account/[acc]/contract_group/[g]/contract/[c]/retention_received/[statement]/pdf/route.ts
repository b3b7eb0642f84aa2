import { fileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZStatementParams } from '@/lib/schemas/retention-trust';
import { downloadReceivedStatementPdf } from '@/lib/server/retention-trust/payee-retention';

/** GET: a retention statement received on the contract (the payee's side), as its PDF. */
export const GET = route(
  { auth: 'account', params: ZStatementParams, docs: { produces: 'application/pdf' } },
  async ({ actor, params }) => {
    const pdf = await downloadReceivedStatementPdf(
      actor,
      { projectId: params.g, contractId: params.c },
      params.statement,
    );
    return fileResponse({ fileName: pdf.filename, bytes: pdf.bytes, contentType: 'application/pdf' });
  },
);
