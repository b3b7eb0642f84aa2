import 'server-only';
import { db } from '@/lib/db/client';
import type { TRetention } from '@/lib/schemas/contracts-retention';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { assertDecision } from './contract-decision';
import { loadContract } from './load-contract';
import { removeRetention } from './remove-retention';

const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const big = (cents: number | null) => (cents === null ? null : BigInt(cents));

/**
 * PUT …/retention (spec §3 Retention, §5 save rules, already applied by ZRetention). Type none
 * removes the contract's retention (§5); any other type replaces it. The practical completion and
 * DLP dates are the contract's, saved with it in the same transaction. Both bind the two parties, so
 * one of them sets them (lib/domain/contract-decisions).
 */
export async function saveRetention(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  input: TRetention,
): Promise<void> {
  if (input.rule.type === 'none') return removeRetention(actor, ids);
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  const { rule } = input;
  const data = {
    ...rule,
    firstAmount: BigInt(rule.firstAmount),
    firstNextAmount: big(rule.firstNextAmount),
    secondNextAmount: big(rule.secondNextAmount),
    thirdNextAmount: big(rule.thirdNextAmount),
    maximumAmount: big(rule.maximumAmount),
  };
  await db().$transaction(async (tx) => {
    await assertDecision(tx, contract.id, side, 'retention');
    await tx.retentionRule.upsert({
      where: { contractId: contract.id },
      create: { contractId: contract.id, ...data },
      update: data,
    });
    await tx.contract.update({
      where: { id: contract.id },
      data: { pcdDate: asDate(input.pcdDate), dlpDate: asDate(input.dlpDate) },
    });
    await recordHistory(
      tx,
      actor,
      'contract.retention_saved',
      { projectId, contractId: contract.id },
      {
        type: rule.type,
      },
    );
  });
}
