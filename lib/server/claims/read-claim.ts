import 'server-only';
// read_one_claim for the payee: everything the claim editor shows, in one answer — the claim, its
// schedule with each line's figures, the totals, its deadlines (claim-dates.ts), the workflow, its files
// and the actions the caller may take. A fixed number of queries, however long the schedule.
import { db } from '@/lib/db/client';
import { readAppConfig } from '../config/app-config';
import type { Actor } from '../session/resolve-actor';
import { approvalActions, type ActionState, type ApprovalActionName } from '../approvals/approval-actions';
import { CLAIM_KIND } from '../documents/kinds';
import { claimContractOf, type ClaimContract } from '../documents/document-contract';
import {
  beginDocumentParts,
  documentParts,
  readDocumentWorkflow,
  type DocumentPartsRead,
} from '../documents/read-document-parts';
import { claimDeadlines } from './claim-dates';
import { documentEmailDelivery } from '../documents/document-sendings';
import { beginClaimReads, loadClaimFigures, type ClaimFigures } from './claim-figures';
import { itemJson, totalsJson } from './claim-figures-json';
import { claimJson } from './claim-json';
import { contractJson } from '../documents/document-json';
import { loadClaimerClaim, type ClaimRef, type LoadedClaim } from './load-claim';

export type ClaimActionName = ApprovalActionName | 'update' | 'delete' | 'send_approval' | 'resend_email';

function actionsFor(a: ActionState): ClaimActionName[] {
  if (!a.canWrite) return [];
  switch (a.status) {
    case 'draft':
      return ['update', 'delete', 'send_approval', 'attachments'];
    case 'issued':
      return ['revert_to_draft', 'resend_email'];
    case 'certified':
      return ['resend_email'];
    default:
      return approvalActions(a) ?? [];
  }
}

export async function readClaim(actor: Actor, ref: ClaimRef) {
  const begun = beginClaimReads(actor, ref);
  const partsRead = beginClaimParts(actor, ref);
  const { claim, projectId, contract: placed } = await loadClaimerClaim(actor, ref);
  const contract = claimContractOf(placed);
  const [figures, parts] = await Promise.all([
    loadClaimFigures(contract, claim, db(), begun),
    readClaimParts(partsRead, actor, claim, contract),
  ]);
  return claimAnswer({ claim, projectId }, contract, figures, parts);
}

/** The reads of the claim's parts, begun from the path's ids (beginDocumentParts). */
export function beginClaimParts(actor: Actor, ref: ClaimRef) {
  return beginDocumentParts(actor, CLAIM_KIND, { ...ref, documentId: ref.claimId });
}

/** What the read answer adds to the claim and its figures: read beside the figures. */
export async function readClaimParts(
  partsRead: DocumentPartsRead,
  actor: Actor,
  claim: LoadedClaim['claim'],
  contract: ClaimContract,
) {
  const [document, emailDelivery] = await Promise.all([
    documentParts(partsRead, actor, claim, contract),
    claim.status === 'issued' || claim.status === 'certified'
      ? documentEmailDelivery(CLAIM_KIND, claim)
      : null,
  ]);
  return { ...document, emailDelivery };
}

/**
 * The read answer from the claim, its contract, its figures (loaded, or worked out from what a save
 * is writing: update-claim.ts) and its parts.
 */
export function claimAnswer(
  { claim, projectId }: Pick<LoadedClaim, 'claim' | 'projectId'>,
  contract: ClaimContract,
  figures: ClaimFigures,
  parts: Awaited<ReturnType<typeof readClaimParts>>,
) {
  return {
    claim: claimJson(claim),
    contract: contractJson(contract, projectId),
    items: figures.rows.map(itemJson),
    totals: totalsJson(figures),
    deadlines: claimDeadlines(contract, claim),
    workflow: parts.workflow,
    attachments: parts.attachments,
    /** How the emails of its latest issue are getting on (null: not issued, or issued without email). */
    email_delivery: parts.emailDelivery,
    actions: actionsFor(parts.actionState),
    file_upload_size_limit: readAppConfig().file_upload_size_limit,
  };
}

/** read_claim_workflow on its own (the approval panel refreshes without the whole schedule). */
export async function readClaimWorkflow(actor: Actor, ref: ClaimRef) {
  const { claim } = await loadClaimerClaim(actor, ref);
  return (await readDocumentWorkflow(actor, CLAIM_KIND, claim)).view;
}
