import 'server-only';
// download_claim_pdf for the payee: the same document, from the same renderer and figures, as the
// one its issue email carries.
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { renderClaimDocument } from './claim-document';
import { beginClaimReads } from './claim-figures';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

export async function downloadClaimPdf(actor: Actor, ref: ClaimRef) {
  const begun = beginClaimReads(actor, ref);
  const { claim, contract } = await loadClaimerClaim(actor, ref);
  return renderClaimDocument({ claim, contract: claimContractOf(contract), begun });
}
