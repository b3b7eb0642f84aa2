import { fileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZUkNoticeParams } from '@/lib/schemas/uk-notices';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { downloadUkNoticePdf } from '@/lib/server/uk-notices/uk-notice-document';

/** GET: a UK notice given on the claim, as the PDF its email carried. */
export const GET = route(
  { auth: 'account', params: ZUkNoticeParams, docs: { produces: 'application/pdf' } },
  async ({ actor, params }) => {
    const pdf = await downloadUkNoticePdf(actor, claimRefOf(params), 'cert', params.notice);
    return fileResponse({ fileName: pdf.filename, bytes: pdf.bytes, contentType: 'application/pdf' });
  },
);
