import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '@/lib/db/client';
import type { FlowType } from '@/lib/schemas/workflows';

export interface StepInput {
  name: string;
  approvers: { userId: string; required: boolean }[];
}

/**
 * Writes a workflow's steps and approvers in two statements whatever their number: the step ids are
 * made here, so the approvers can be inserted in the same batch as their steps.
 */
export async function insertSteps(tx: Tx, workflowId: string, steps: readonly StepInput[]): Promise<void> {
  if (steps.length === 0) return;
  const rows = steps.map((step, position) => ({ id: randomUUID(), workflowId, position, name: step.name }));
  await tx.approvalStep.createMany({ data: rows });
  const approvers = steps.flatMap((step, i) =>
    step.approvers.map((a) => ({ stepId: rows[i]!.id, userId: a.userId, required: a.required })),
  );
  if (approvers.length > 0) await tx.approvalStepApprover.createMany({ data: approvers });
}

export interface WorkflowSource {
  steps: { name: string; position: number; approvers: { userId: string; required: boolean }[] }[];
}

/** Copies a workflow's steps onto a new workflow of a project or a contract. */
export async function copyWorkflow(
  tx: Tx,
  source: WorkflowSource,
  target: { accountId: string; flowType: FlowType; projectId?: string; contractId?: string },
): Promise<string> {
  const workflow = await tx.approvalWorkflow.create({ data: target, select: { id: true } });
  const ordered = [...source.steps].sort((a, b) => a.position - b.position);
  await insertSteps(tx, workflow.id, ordered);
  return workflow.id;
}
