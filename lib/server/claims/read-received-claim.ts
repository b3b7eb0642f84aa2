import 'server-only';
// read_one_claim for the payer: a claim served on it, with the figures as issued and the files
// the payee shared — never the payee's internal notes, workflow or unshared files. A link to a
// claim that has gone back to draft answers a 301-style redirect to the §2 reverted page.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { CLAIM_REVERTED_PAGE } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { claimDeadlines } from './claim-dates';
import { renderClaimDocument } from './claim-document';
import { beginClaimReads, loadClaimFigures } from './claim-figures';
import { itemJson, totalsJson } from './claim-figures-json';
import { attachmentJson } from '../attachments/attachment-json';
import { servedClaimJson } from './claim-json';
import { contractJson } from '../documents/document-json';
import { loadPayerClaim, type ClaimRef } from './load-claim';

export async function readReceivedClaim(actor: Actor, ref: ClaimRef) {
  const { claim, projectId, reverted, contract: placed } = await loadPayerClaim(actor, ref);
  if (reverted) return { status: 301 as const, redirect: CLAIM_REVERTED_PAGE };
  const contract = claimContractOf(placed);
  const [figures, shared] = await Promise.all([
    loadClaimFigures(contract, claim),
    db().attachment.findMany({
      where: { claimId: claim.id, lineItemId: null, isShared: true },
      orderBy: { createdAt: 'asc' },
    }),
  ]);
  return {
    status: 200 as const,
    redirect: null,
    claim: servedClaimJson(claim),
    contract: contractJson(contract, projectId),
    items: figures.rows.map(itemJson),
    totals: totalsJson(figures),
    deadlines: claimDeadlines(contract, claim),
    attachments: shared.map(attachmentJson),
  };
}

/** download_claim_pdf for the payer: the document it was served (reverted claims are gone). */
export async function downloadReceivedClaimPdf(actor: Actor, ref: ClaimRef) {
  const begun = beginClaimReads(actor, ref);
  const { claim, contract, reverted } = await loadPayerClaim(actor, ref);
  if (reverted) throw new AppError('not_found');
  return renderClaimDocument({ claim, contract: claimContractOf(contract), begun });
}
