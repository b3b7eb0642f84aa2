import 'server-only';
// update_claim_info: the claim's period and due dates (draft only), or whether the audit trail is
// attached to its PDF (any time before it is issued). A new period end recomputes the due dates
// from the contract's terms unless they are given too.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TUpdateClaimInfo } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadClaimContract } from '../documents/document-contract';
import { claimDueDates } from './claim-dates';
import { dbDate, isoDate } from '@/lib/domain/date-columns';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { readClaim } from './read-claim';
import { assertFresh } from '../documents/save-draft';
import { NOT_DRAFT } from './update-claim';

const DATE_FIELDS = ['from_date', 'to_date', 'claim_due_date', 'cert_due_date', 'payment_due_date'] as const;

/** The period must not overlap a neighbouring claim's: claims are cumulative and ordered. */
async function assertNoOverlap(claim: { id: string; contractId: string }, from: string, to: string) {
  const clash = await db().claim.findFirst({
    where: {
      contractId: claim.contractId,
      id: { not: claim.id },
      claimFrom: { lte: dbDate(to) },
      claimTo: { gte: dbDate(from) },
    },
    select: { name: true },
  });
  if (clash) {
    throw new AppError('invalid', [{ field: 'from_date', message: `The period overlaps ${clash.name}.` }]);
  }
}

export async function updateClaimInfo(actor: Actor, ref: ClaimRef, input: TUpdateClaimInfo) {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const datesChange = DATE_FIELDS.some((f) => input[f] !== undefined);
  if (datesChange ? claim.status !== 'draft' : ['issued', 'certified'].includes(claim.status)) {
    throw new AppError('conflict', datesChange ? NOT_DRAFT : 'An issued claim cannot be changed.');
  }
  assertFresh(claim, input.updated_at);
  const from = input.from_date ?? isoDate(claim.claimFrom);
  const to = input.to_date ?? isoDate(claim.claimTo);
  if (from > to) {
    throw new AppError('invalid', [
      { field: 'to_date', message: 'The period must end on or after its first day' },
    ]);
  }
  if (input.from_date || input.to_date) await assertNoOverlap(claim, from, to);
  const computed = input.to_date ? claimDueDates(await loadClaimContract(claim.contractId), to) : null;
  const due = (given: string | undefined, derived: string | undefined) =>
    given ? dbDate(given) : derived ? dbDate(derived) : undefined;
  await db().$transaction(async (tx) => {
    const { count } = await tx.claim.updateMany({
      where: { id: claim.id, status: claim.status, updatedAt: claim.updatedAt },
      data: {
        claimFrom: input.from_date ? dbDate(input.from_date) : undefined,
        claimTo: input.to_date ? dbDate(input.to_date) : undefined,
        claimDueDate: due(input.claim_due_date, computed?.claimDue),
        certDueDate: due(input.cert_due_date, computed?.certDue),
        paymentDueDate: due(input.payment_due_date, computed?.paymentDue),
        attachAuditTrail: input.attach_audit_trail,
        updatedAt: new Date(),
      },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'claim.info_updated',
      { projectId, contractId: claim.contractId, claimId: claim.id },
      {
        ...input,
        updated_at: undefined,
      },
    );
  });
  return readClaim(actor, ref);
}
