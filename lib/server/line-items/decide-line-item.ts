import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import { canApproveOrReject } from '@/lib/domain/line-item-locks';
import { LINE_ITEM_MACHINE, transitionLineItem, type LineItemStatus } from '@/lib/domain/line-item-status';
import { requiresComment } from '@/lib/domain/transition';
import { REJECT_REASON_REQUIRED } from '@/lib/schemas/line-items';
import type { Actor } from '../session/resolve-actor';
import { assertDecision } from '../contracts/contract-decision';
import { recordLineItemChange } from './record-change';
import { contractToday, writeItem, type ContractScope } from './write-schedule';

/**
 * POST …/lineitem/{itemId}/approve?status=approved|rejected: a decision on a variation line (§4).
 * It is the payer's (lib/domain/contract-decisions); a payee whose payer is not on ClaimCert
 * records the payer's decision, and the history row says so. Rejecting needs a reason, shown to
 * the claimer. The status moves with a guarded update, so two people deciding at once cannot both
 * win; the variation above it takes its status from its lines.
 */
export async function decideLineItem(
  actor: Actor,
  scope: ContractScope,
  itemId: string,
  status: Exclude<LineItemStatus, 'pending'>,
  reason: string | undefined,
) {
  const action = status === 'approved' ? 'approve' : 'reject';
  if (requiresComment(LINE_ITEM_MACHINE, action) && !reason) {
    throw new AppError('invalid', [{ field: 'reason', message: REJECT_REASON_REQUIRED }]);
  }
  return writeItem(actor, scope, itemId, async ({ tx, state, refs, contract, side, row }) => {
    const { recordsFor } = await assertDecision(tx, contract.id, side, 'variation_decision');
    const from = state.approvals.get(row.id);
    const subject = state.subject(row.id);
    if (!from || !canApproveOrReject(subject)) throw new AppError('conflict', LOCK_MESSAGES.decide);
    if (subject.certifiedToDate !== 0 || subject.parentCertifiedToDate !== 0) {
      throw new AppError('conflict', LOCK_MESSAGES.decideCertified);
    }
    const move = transitionLineItem(from, action);
    if (!move.ok) throw new AppError('conflict', move.message);
    const { count } = await tx.lineItem.updateMany({
      where: { id: row.id, contractId: contract.id, approvalStatus: row.approvalStatus },
      data: {
        approvalStatus: move.to,
        rejectReason: move.to === 'rejected' ? reason : null,
        approvedDate: move.to === 'approved' ? contractToday(contract.timeZone) : null,
      },
    });
    if (count !== 1) throw new AppError('conflict');
    const event = move.to === 'approved' ? 'line_item.approved' : 'line_item.rejected';
    await recordLineItemChange(tx, actor, refs, event, row, {
      changes: { approvalStatus: [from, move.to] },
      reason: move.to === 'rejected' ? reason : null,
      ...(recordsFor && { recorded_for: recordsFor }),
    });
    return { id: row.id, status: move.to };
  });
}
