import { fileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZStatementParams } from '@/lib/schemas/retention-trust';
import { downloadStatementPdf } from '@/lib/server/retention-trust/send-statement-again';

/** GET: a retention statement sent to the payee, as the PDF its email carried. */
export const GET = route(
  { auth: 'account', params: ZStatementParams, docs: { produces: 'application/pdf' } },
  async ({ actor, params }) => {
    const pdf = await downloadStatementPdf(
      actor,
      { projectId: params.g, contractId: params.c },
      params.statement,
    );
    return fileResponse({ fileName: pdf.filename, bytes: pdf.bytes, contentType: 'application/pdf' });
  },
);
