import 'server-only';
// update_one_claim: the claimed lines and the claim's own fields, only while it is a draft, in
// one transaction. The lines are written in bulk (one delete, one insert) whatever their number,
// and the claim row is updated only if it is still the version the editor read (else 409).
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import type { TUpdateClaim } from '@/lib/schemas/claims';
import type { Actor } from '../accounts/resolve-actor';
import { recordHistory } from '../history';
import { loadClaimContract } from './claim-contract';
import { loadClaimFigures } from './claim-figures';
import { checkClaimLines, type CheckedLine } from './claim-line-rules';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { readClaim } from './read-claim';

export const NOT_DRAFT = 'Only a draft claim can be changed. Revert it to draft first.';

/** The editor's copy must be the current one: a claim saved by someone else since answers 409. */
export function assertFresh(claim: { updatedAt: Date }, updatedAt: string): void {
  if (new Date(updatedAt).getTime() !== claim.updatedAt.getTime()) throw new AppError('conflict');
}

function claimFields(
  input: TUpdateClaim,
  current: { lessPreviousOption: string; customPrevious: bigint | null },
) {
  const option = input.less_previous_option ?? current.lessPreviousOption;
  const custom = input.custom_previous !== undefined ? input.custom_previous : current.customPrevious;
  if (option === 'custom' && custom === null) {
    throw new AppError('invalid', [
      { field: 'custom_previous', message: 'Enter the previous amount to deduct' },
    ]);
  }
  return {
    internalNotes: input.internal_notes,
    externalNotes: input.external_notes,
    hasRetention: input.has_retention,
    lessPreviousOption: input.less_previous_option,
    customPrevious:
      input.custom_previous === undefined || input.custom_previous === null
        ? input.custom_previous
        : BigInt(input.custom_previous),
    labourElement: input.labour_element === undefined ? undefined : BigInt(input.labour_element),
    attachAuditTrail: input.attach_audit_trail,
  };
}

export async function updateClaim(actor: Actor, ref: ClaimRef, input: TUpdateClaim) {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  if (claim.status !== 'draft') throw new AppError('conflict', NOT_DRAFT);
  assertFresh(claim, input.updated_at);
  const fields = claimFields(input, claim);
  let lines: CheckedLine[] = [];
  if (input.lines?.length) {
    const contract = await loadClaimContract(ref.contractId);
    const figures = await loadClaimFigures(contract, claim);
    const checked = checkClaimLines(figures.rows, input.lines);
    if (checked.errors.length) throw new AppError('invalid', checked.errors);
    lines = checked.lines;
  }
  await db().$transaction(async (tx) => {
    const { count } = await tx.claim.updateMany({
      where: { id: claim.id, status: 'draft', updatedAt: claim.updatedAt },
      // Set explicitly: a save of lines only changes no column of the claim, yet is a new version.
      data: { ...fields, updatedAt: new Date() },
    });
    if (count !== 1) throw new AppError('conflict');
    if (lines.length) {
      await tx.claimLineItem.deleteMany({
        where: { claimId: claim.id, lineItemId: { in: lines.map((l) => l.lineItemId) } },
      });
      await tx.claimLineItem.createMany({ data: lines.map((l) => ({ ...l, claimId: claim.id })) });
    }
    await recordHistory(
      tx,
      actor,
      'claim.updated',
      { projectId, contractId: claim.contractId, claimId: claim.id },
      {
        lines: lines.length,
        fields: Object.keys(input).filter((k) => k !== 'lines' && k !== 'updated_at'),
      },
    );
  });
  return readClaim(actor, ref);
}
