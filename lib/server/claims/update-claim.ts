import 'server-only';
// update_one_claim: the claimed lines and the claim's own fields, saved as a draft (save-draft.ts).
import type { TUpdateClaim } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { loadClaimContract } from '../documents/document-contract';
import { loadClaimFigures } from './claim-figures';
import { checkClaimLines } from './claim-line-rules';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { readClaim } from './read-claim';
import { saveDraft } from '../documents/save-draft';

export const NOT_DRAFT = 'Only a draft claim can be changed. Revert it to draft first.';

export async function updateClaim(actor: Actor, ref: ClaimRef, input: TUpdateClaim) {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  await saveDraft(actor, claim, input, {
    notDraft: NOT_DRAFT,
    async checkLines(sent) {
      const contract = await loadClaimContract(ref.contractId);
      const figures = await loadClaimFigures(contract, claim);
      return checkClaimLines(figures.rows, sent);
    },
    store: {
      update: (tx, where, data) => tx.claim.updateMany({ where, data }),
      async replaceLines(tx, lines) {
        await tx.claimLineItem.deleteMany({
          where: { claimId: claim.id, lineItemId: { in: lines.map((l) => l.lineItemId) } },
        });
        await tx.claimLineItem.createMany({ data: lines.map((l) => ({ ...l, claimId: claim.id })) });
      },
      history: {
        action: 'claim.updated',
        refs: { projectId, contractId: claim.contractId, claimId: claim.id },
      },
    },
  });
  return readClaim(actor, ref);
}
