import 'server-only';
import { db } from '@/lib/db/client';
import type { LineItemKind } from '@/lib/db/generated/client';
import { subtract } from '@/lib/domain/money';
import type { Actor } from '../session/resolve-actor';
import { readDecisions } from '../contracts/contract-decision';
import { loadContract } from '../contracts/load-contract';
import { allowed } from '../permissions/authorize';
import type { ScheduleList, ScheduleTotals } from '@/lib/schemas/line-items';
import { scheduleTree } from './item-view';
import { domainItems, loadScheduleState, valueSchedule } from './schedule-state';
import type { ContractScope } from './write-schedule';

const BUCKET = { base: 'base', variation: 'variations', material: 'materials' } as const;

/** GET …/lineitem?kind: the tree of one kind of items with every figure from lib/domain. */
export async function listLineItems(
  actor: Actor,
  scope: ContractScope,
  kind: LineItemKind,
): Promise<ScheduleList> {
  const { contract, projectId, side } = await loadContract(actor, scope.contractId, {
    projectId: scope.projectId,
  });
  const [state, canEditContract, decisions] = await Promise.all([
    loadScheduleState(db(), contract.id, kind),
    allowed(actor, 'contract', 'edit', { projectId, contractId: contract.id }),
    readDecisions(contract.id, side),
  ]);
  const shown = state.schedule.totals;
  const totals: ScheduleTotals = { total: shown[BUCKET[kind]].total };
  if (kind === 'variation') {
    // Approved only: the schedule valued without pending variations.
    const approved = valueSchedule(domainItems(state.rows).items, { certifyPendingVariation: false });
    totals.approved = approved.totals.variations.total;
    totals.pending = subtract(totals.total, totals.approved);
  }
  if (kind === 'material') {
    totals.on_site = shown.materialsOnSite.total;
    totals.off_site = shown.materialsOffSite.total;
  }
  return {
    kind,
    items: scheduleTree(state, canEditContract && decisions.variation_decision.allowed),
    totals,
    can_edit: canEditContract,
    locked_reason:
      kind === 'base' && canEditContract && !decisions.base_schedule.allowed
        ? decisions.base_schedule.reason
        : null,
    variation_decision: kind === 'variation' ? decisions.variation_decision : null,
    certify_pending_variation: contract.certifyPendingVariation,
  };
}
