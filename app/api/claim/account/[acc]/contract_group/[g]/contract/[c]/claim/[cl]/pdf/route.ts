import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { downloadClaimPdf } from '@/lib/server/claims/download-claim-pdf';
import { fileResponse } from '@/lib/api/file-response';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/** GET download_claim_pdf: the claim document, as its issue email carries it. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/pdf' }, params: ZClaimParams },
  async ({ actor, params }) => {
    const pdf = await downloadClaimPdf(actor, claimRefOf(params));
    return fileResponse({ fileName: pdf.filename, bytes: pdf.bytes, contentType: 'application/pdf' });
  },
);
