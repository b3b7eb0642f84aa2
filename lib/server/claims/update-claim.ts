import 'server-only';
// update_one_claim: the claimed lines and the claim's own fields, saved as a draft (save-draft.ts).
// It answers as read_one_claim does, with the figures worked out again from what it loaded to check
// the lines and what it wrote (the saved row and lines), not read back from the database; the
// figures are worked out while the lines are being written (save-draft.ts). With ?answer=changes
// it carries only the items the save changed (documents/changed-items.ts).
import { db } from '@/lib/db/client';
import type { ClaimLineItem } from '@/lib/db/generated/client';
import type { TUpdateClaim } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { AppError } from '@/lib/errors/app-error';
import { claimContractOf, type ClaimContract } from '../documents/document-contract';
import { beginClaimReads, computeClaimFigures, loadClaimFigureInputs, scheduleRows } from './claim-figures';
import { checkClaimLines } from './claim-line-rules';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { beginClaimParts, claimAnswer, readClaimParts } from './read-claim';
import { saveDraft } from '../documents/save-draft';
import { claimLinesSql, mergeLines } from '../documents/upsert-lines';
import { CLAIM_KIND } from '../documents/kinds';
import { changedItems } from '../documents/changed-items';
import { itemJson } from './claim-figures-json';
import type { TSaveAnswer } from '@/lib/schemas/common';

export const NOT_DRAFT = 'Only a draft claim can be changed. Revert it to draft first.';

export const PAID_TO_DATE_OFF =
  'This contract\'s claims deduct the previous claim or certificate: turn on "Claims less paid to date" in the contract\'s settings first.';

/**
 * "Less paid to date" is offered where the contract's claim_less_paid_to_date is on (spec §3); a
 * claim that already deducts it keeps it after the setting is turned off.
 */
function assertOptionOffered(
  contract: ClaimContract,
  claim: { lessPreviousOption: string },
  input: TUpdateClaim,
) {
  const option = input.less_previous_option;
  if (option !== 'paid_to_date' || contract.claimLessPaidToDate || claim.lessPreviousOption === option)
    return;
  throw new AppError('invalid', [{ field: 'less_previous_option', message: PAID_TO_DATE_OFF }]);
}

export async function updateClaim(actor: Actor, ref: ClaimRef, input: TUpdateClaim, answer?: TSaveAnswer) {
  const begun = beginClaimReads(actor, ref);
  const partsRead = beginClaimParts(actor, ref);
  const { claim, projectId, contract: placed } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  assertOptionOffered(contract, claim, input);
  // The answer's other parts do not change with a save: read beside what the lines are checked with.
  const [inputs, parts] = await Promise.all([
    loadClaimFigureInputs(contract, claim, db(), begun),
    readClaimParts(partsRead, actor, claim, contract),
  ]);
  return saveDraft(actor, claim, input, {
    notDraft: NOT_DRAFT,
    checkLines(sent) {
      const checked = checkClaimLines(scheduleRows(contract, inputs.items), sent);
      const ids = new Map(inputs.lines.map((l) => [l.lineItemId, l.id]));
      // Each line as it is stored, in one literal: over the stored line of its item, if any.
      const lines = checked.lines.map((l): ClaimLineItem => ({
        id: ids.get(l.lineItemId) ?? crypto.randomUUID(),
        claimId: claim.id,
        lineItemId: l.lineItemId,
        claimOption: l.claimOption,
        percentBps: l.percentBps,
        quantity: l.quantity,
        toDateValue: l.toDateValue,
      }));
      return { lines, errors: checked.errors };
    },
    store: {
      document: CLAIM_KIND,
      linesSql: (lines, when) => claimLinesSql(claim.id, lines, inputs.lines, when),
      refs: { projectId, contractId: claim.contractId, claimId: claim.id },
    },
    answer(row, saved) {
      const lines = mergeLines(inputs.lines, saved);
      const figures = computeClaimFigures({ contract, claim: row, ...inputs, lines });
      const full = claimAnswer({ claim: row, projectId }, contract, figures, parts);
      if (answer !== 'changes') return full;
      const before = computeClaimFigures({ contract, claim, ...inputs }).rows.map(itemJson);
      return { ...full, items: changedItems(before, full.items), items_changed_only: true };
    },
  });
}
