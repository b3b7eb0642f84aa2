import 'server-only';
// The certificate's side of the approval engine (spec §4 Certificate): send for approval (review),
// approve a step, revert a step, back to review, back to draft — each with its comment, in one
// transaction through lib/server/approvals, with the workflow emails after commit. Sending
// for approval needs every reason written (no approver should pass a certificate that cannot be
// issued) and fixes each line's certified cents, so later schedule edits cannot change it.
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { reviewCertPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import type { EngineAction } from '../approvals/plan';
import { runWorkflowAction, type WorkflowResult } from '../approvals/run-action';
import { CERT_KIND } from '../documents/kinds';
import type { WorkflowSubject } from '../approvals/subjects';
import { assertLedger } from './assert-ledger';
import { assertReasons } from './assert-reasons';
import { loadCertFigures, type CertFigures } from './cert-figures';
import { certName, loadPayerCert, type CertRef, type LoadedCert } from './load-cert';

export function certSubject(actor: Actor, loaded: LoadedCert, contractName: string): WorkflowSubject {
  const { cert } = loaded;
  return {
    kind: CERT_KIND,
    id: cert.id,
    name: certName(cert),
    contractId: cert.contractId,
    contractName,
    projectId: loaded.projectId,
    accountId: actor.accountId,
    status: cert.status,
    currentStepIndex: cert.currentStepIndex,
    updatedAt: cert.updatedAt,
    path: reviewCertPage({
      accountId: actor.accountId,
      projectId: loaded.projectId,
      contractType: 'cert',
      contractId: cert.contractId,
      claimId: cert.claimId,
      certId: cert.id,
    }),
  };
}

async function freezeLines(tx: Tx, certId: string, figures: CertFigures): Promise<void> {
  const changed = figures.rows.filter(
    (r) => r.line && !r.claimed.hasChildren && r.line.toDateValue !== BigInt(r.certified.values.toDate),
  );
  if (changed.length === 0) return;
  await tx.certLineItem.deleteMany({ where: { certId, id: { in: changed.map((r) => r.line!.id) } } });
  await tx.certLineItem.createMany({
    data: changed.map(({ line, certified }) => ({
      certId,
      lineItemId: line!.lineItemId,
      certOption: line!.certOption,
      percentBps: line!.percentBps,
      quantity: line!.quantity,
      toDateValue: BigInt(certified.values.toDate),
      reason: line!.reason,
    })),
  });
}

export const STALE_STEP = 'This step is no longer the current one. Refresh to see where the approval stands.';

/**
 * `step` (1-based) is the step the caller was shown when it approves or reverts one: if the
 * workflow has moved on since, the action is refused rather than applied to another step.
 */
export async function certWorkflowAction(
  actor: Actor,
  ref: CertRef,
  action: EngineAction,
  options: { comment?: string | null; step?: number } = {},
): Promise<WorkflowResult> {
  const loaded = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (options.step !== undefined && options.step - 1 !== loaded.cert.currentStepIndex) {
    throw new AppError('conflict', STALE_STEP);
  }
  const contract = claimContractOf(loaded.contract);
  const subject = certSubject(actor, loaded, contract.name);
  let figures: CertFigures | null = null;
  if (action === 'send_for_approval' && loaded.cert.status === 'draft') {
    figures = await loadCertFigures(contract, loaded.claim, loaded.cert);
    assertReasons(figures);
    assertLedger(figures, contract.currency);
  }
  const result = await db().$transaction(async (tx) => {
    const outcome = await runWorkflowAction(tx, actor, subject, action, { comment: options.comment });
    // After the guarded update, so a concurrent send cannot rewrite the lines of a cert it lost.
    if (figures) await freezeLines(tx, loaded.cert.id, figures);
    return outcome;
  });
  return result;
}
