import 'server-only';
// The claim's side of the approval engine (§4 claim statuses): send_approval_one_claim,
// approve_claim_step, revert_claim_workflow, revert_claim_to_draft and revert_claim_to_review.
// Each is one transaction; workflow emails leave after commit.
import { db, type Tx } from '@/lib/db/client';
import { reviewClaimPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import type { EngineAction } from '../approvals/plan';
import { runWorkflowAction, type WorkflowResult } from '../approvals/run-action';
import { CLAIM_KIND } from '../documents/kinds';
import type { WorkflowSubject } from '../approvals/subjects';
import { claimContractOf } from '../documents/document-contract';
import { loadClaimFigures, type ClaimFigures } from './claim-figures';
import { loadClaimerClaim, type ClaimRef, type LoadedClaim } from './load-claim';

export function claimSubject(actor: Actor, loaded: LoadedClaim, contractName: string): WorkflowSubject {
  const { claim } = loaded;
  return {
    kind: CLAIM_KIND,
    id: claim.id,
    name: claim.name,
    contractId: claim.contractId,
    contractName,
    projectId: loaded.projectId,
    accountId: actor.accountId,
    status: claim.status,
    currentStepIndex: claim.currentStepIndex,
    updatedAt: claim.updatedAt,
    path: reviewClaimPage({
      accountId: actor.accountId,
      projectId: loaded.projectId,
      contractType: 'claim',
      contractId: claim.contractId,
      claimId: claim.id,
    }),
  };
}

/**
 * Leaving draft fixes each line's to-date cents as valued now, so later edits to the schedule
 * cannot change a claim that is being approved or has been issued (see claim-figures.ts).
 */
async function freezeLines(tx: Tx, claimId: string, figures: ClaimFigures): Promise<void> {
  const changed = figures.rows.filter(
    (r) => r.line && !r.hasChildren && r.line.toDateValue !== BigInt(r.values.toDate),
  );
  if (changed.length === 0) return;
  await tx.claimLineItem.deleteMany({ where: { claimId, id: { in: changed.map((r) => r.line!.id) } } });
  await tx.claimLineItem.createMany({
    data: changed.map(({ line, values }) => ({
      claimId,
      lineItemId: line!.lineItemId,
      claimOption: line!.claimOption,
      percentBps: line!.percentBps,
      quantity: line!.quantity,
      toDateValue: BigInt(values.toDate),
    })),
  });
}

/** Going back to draft from issued withdraws the served figures; a re-issue freezes new ones. */
const UNSERVE = {
  grossToDate: null,
  retentionToDate: null,
  netThisClaim: null,
  gstAmount: null,
  totalIncludingGst: null,
  gstPercent: null,
  servedAt: null,
};

export async function claimWorkflowAction(
  actor: Actor,
  ref: ClaimRef,
  action: EngineAction,
  comment?: string | null,
): Promise<WorkflowResult> {
  const loaded = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(loaded.contract);
  const subject = claimSubject(actor, loaded, contract.name);
  const figures = action === 'send_for_approval' ? await loadClaimFigures(contract, loaded.claim) : null;
  const result = await db().$transaction(async (tx) => {
    const outcome = await runWorkflowAction(tx, actor, subject, action, {
      comment,
      extraData: (status) => (status === 'draft' && loaded.claim.status === 'issued' ? UNSERVE : {}),
    });
    // After the guarded update, so a concurrent send cannot rewrite the lines of a claim it lost.
    if (figures) await freezeLines(tx, loaded.claim.id, figures);
    return outcome;
  });
  return result;
}
