import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { assertDecision } from './contract-decision';
import { loadContract } from './load-contract';

/** DELETE …/retention, and PUT with type none: the contract then retains nothing (the retention's owner only). */
export async function removeRetention(
  actor: Actor,
  ids: { projectId: string; contractId: string },
): Promise<void> {
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  await db().$transaction(async (tx) => {
    await assertDecision(tx, contract.id, side, 'retention');
    await tx.retentionRule.deleteMany({ where: { contractId: contract.id } });
    await recordHistory(tx, actor, 'contract.retention_removed', { projectId, contractId: contract.id });
  });
}
