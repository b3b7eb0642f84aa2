import 'server-only';
// The checks before a claim is issued (lib/domain/issue-checks.ts), on the claim as stored: the
// issue dialog shows them (GET …/issue_check) and issueClaim refuses on their errors, so both
// read the same answer. Four or five queries after the claim and its contract, however long the schedule.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { checkClaimIssue, type IssueCheck } from '@/lib/domain/issue-checks';
import { carriesForm1 } from '@/lib/pdf/nz-form-1';
import { documentWording } from '@/lib/pdf/statements';
import { needsSupportingStatement } from '@/lib/domain/au-claim-rules';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { claimDeadlines } from './claim-dates';
import { dayIn } from '@/lib/domain/zoned-dates';
import { isoDate } from '@/lib/domain/date-columns';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

/** Needs what issuing needs: the payee's `claim_or_cert` permission on the contract. */
export async function claimIssueCheck(actor: Actor, ref: ClaimRef): Promise<IssueCheck> {
  const { claim, contract: placed } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  const statementNeeded = needsSupportingStatement(contract.jurisdiction, contract.contractTier);
  const [scheduleItems, earlier, statements] = await Promise.all([
    db().lineItem.count({ where: { contractId: contract.id } }),
    db().claim.findMany({
      where: {
        contractId: contract.id,
        number: { lt: claim.number },
        status: { in: ['draft', 'review', 'approved'] },
      },
      orderBy: { number: 'asc' },
      select: { number: true, status: true },
    }),
    statementNeeded ? db().supportingStatement.count({ where: { claimId: claim.id } }) : 0,
  ]);
  return checkClaimIssue({
    jurisdiction: contract.jurisdiction,
    today: dayIn(new Date(), contract.timeZone),
    contractName: contract.name,
    claim: {
      claimFrom: isoDate(claim.claimFrom),
      claimTo: isoDate(claim.claimTo),
      // The payment due date that governs if it is served now (the deadline rule).
      paymentDue: claimDeadlines(contract, { ...claim, servedAt: new Date() }).payment_due.date,
    },
    scheduleItems,
    statement: documentWording(contract.jurisdiction).statement,
    form1: carriesForm1(contract.country),
    supportingStatement: !statementNeeded ? 'not_required' : statements > 0 ? 'made' : 'missing',
    earlierUnissued: earlier.map((c) => ({
      number: c.number,
      status: c.status as 'draft' | 'review' | 'approved',
    })),
  });
}

/** 422 with one entry per missing element; warnings never stop the issue. */
export async function assertClaimIssuable(actor: Actor, ref: ClaimRef): Promise<void> {
  const { errors } = await claimIssueCheck(actor, ref);
  if (errors.length > 0) throw new AppError('invalid', errors);
}
