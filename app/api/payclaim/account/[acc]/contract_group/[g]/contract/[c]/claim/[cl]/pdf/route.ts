import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { fileResponse } from '@/lib/api/file-response';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { downloadReceivedClaimPdf } from '@/lib/server/claims/read-received-claim';

/** GET download_claim_pdf, payer side: the claim as served. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/pdf' }, params: ZClaimParams },
  async ({ actor, params }) => {
    const pdf = await downloadReceivedClaimPdf(actor, claimRefOf(params));
    return fileResponse({ fileName: pdf.filename, bytes: pdf.bytes, contentType: 'application/pdf' });
  },
);
