import 'server-only';
import { AppError, type ErrorItem } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import type { TSaveWorkflow } from '@/lib/schemas/workflows';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { insertSteps } from '../workflow-steps/insert-steps';
import { workflowView, type WorkflowView } from './read-workflow';
import { workflowCandidates } from './workflow-candidates';
import {
  lockScope,
  resolveScope,
  workflowWhere,
  type ResolvedScope,
  type WorkflowScope,
} from './workflow-scope';

export const IN_APPROVAL_MESSAGE = {
  claim:
    'A claim on this contract is going through approval. Approve it or revert it to draft before changing the workflow.',
  cert: 'A certificate on this contract is going through approval. Approve it or revert it to draft before changing the workflow.',
} as const;

/**
 * Replaces a workflow's steps in one transaction (spec §5 Workflow). The schema has already run
 * validateWorkflow; rows with no user chosen are dropped, and every approver must be a workflow
 * member here (workflow-candidates.ts). A contract's workflow cannot change while a claim or cert
 * is part-way through it: its current step index would then point into different steps.
 */
export async function saveWorkflow(
  actor: Actor,
  scope: WorkflowScope,
  input: TSaveWorkflow,
): Promise<WorkflowView> {
  const s = await resolveScope(actor, scope, 'edit');
  const steps = input.steps.map((step) => ({
    name: step.name,
    approvers: step.approvers.flatMap((a) =>
      a.user_id ? [{ userId: a.user_id, required: a.required }] : [],
    ),
  }));
  await assertCandidates(s, input.steps);
  await db().$transaction(async (tx) => {
    if (!(await lockScope(tx, s))) throw new AppError('not_found');
    if (await inApproval(tx, s)) throw new AppError('conflict', IN_APPROVAL_MESSAGE[s.flowType]);
    const where = workflowWhere(s);
    const existing = await tx.approvalWorkflow.findFirst({ where, select: { id: true } });
    const workflowId =
      existing?.id ??
      (
        await tx.approvalWorkflow.create({
          data: { ...where, contractId: s.contractId },
          select: { id: true },
        })
      ).id;
    await tx.approvalStep.deleteMany({ where: { workflowId } });
    await insertSteps(tx, workflowId, steps);
    await recordHistory(
      tx,
      actor,
      'workflow.saved',
      s.contractId ? { projectId: s.projectId, contractId: s.contractId } : { projectId: s.projectId },
      { flow_type: s.flowType, steps: steps.map((step) => ({ name: step.name, approvers: step.approvers })) },
    );
  });
  return workflowView(s);
}

async function assertCandidates(s: ResolvedScope, steps: TSaveWorkflow['steps']) {
  const allowed = new Set((await workflowCandidates(s)).map((c) => c.user_id));
  const errors: ErrorItem[] = steps.flatMap((step, i) =>
    step.approvers.flatMap((a, j) =>
      a.user_id === null || allowed.has(a.user_id)
        ? []
        : [
            {
              field: `steps.${i}.approvers.${j}.user_id`,
              message: 'Approvers must be account owners or admins, project admins or contract admins',
            },
          ],
    ),
  );
  if (errors.length > 0) throw new AppError('invalid', errors);
}

async function inApproval(tx: Tx, s: ResolvedScope): Promise<boolean> {
  if (!s.contractId) return false;
  const where = { contractId: s.contractId, status: 'review' as const };
  return (
    (s.flowType === 'claim' ? await tx.claim.count({ where }) : await tx.certificate.count({ where })) > 0
  );
}
