import { fileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { downloadInternalReportPdf } from '@/lib/server/retention-trust/internal-report';

/** GET: the retention internal report as a PDF, for the directors' records. */
export const GET = route(
  { auth: 'account', params: ZAccountParams, docs: { produces: 'application/pdf' } },
  async ({ actor }) => {
    const pdf = await downloadInternalReportPdf(actor);
    return fileResponse({ fileName: pdf.filename, bytes: pdf.bytes, contentType: 'application/pdf' });
  },
);
