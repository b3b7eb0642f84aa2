import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { FlowType } from '@/lib/schemas/workflows';
import { copyWorkflow } from './insert-steps';

/**
 * For contract creation: gives a new contract its project's default workflow of the contract's side
 * (a claim contract gets the claim workflow, a cert contract the cert one). Runs inside the
 * creating transaction. Answers the new workflow's id, or null when the project has no default (the
 * contract then has no steps until someone sets them).
 */
export async function copyProjectWorkflow(
  tx: Tx,
  args: { accountId: string; projectId: string; contractId: string; flowType: FlowType },
): Promise<string | null> {
  const source = await tx.approvalWorkflow.findFirst({
    where: { projectId: args.projectId, accountId: args.accountId, flowType: args.flowType },
    select: {
      steps: {
        select: { name: true, position: true, approvers: { select: { userId: true, required: true } } },
      },
    },
  });
  if (!source) return null;
  return copyWorkflow(tx, source, {
    accountId: args.accountId,
    contractId: args.contractId,
    flowType: args.flowType,
  });
}
