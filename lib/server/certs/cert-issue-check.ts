import 'server-only';
// The checks before a certificate (payment schedule) is issued (lib/domain/issue-checks.ts): the
// issue dialog shows them (GET …/issue_check) and issueCert refuses on their errors. The errors are
// the refusals of the certificate's own asserts — a reason for every line certified differently
// (assert-reasons.ts), no line below what is already certified (assert-ledger.ts) — so the rules
// are written once. The warnings come from the deadline rules (schedule-deadline.ts). A fixed
// number of queries, however long the schedule or the contract's list of claims.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { checkCertIssue, type IssueCheck, type Problem } from '@/lib/domain/issue-checks';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { claimDeadlines } from '../claims/claim-dates';
import { dayIn } from '@/lib/domain/zoned-dates';
import { assertLedger } from './assert-ledger';
import { assertReasons } from './assert-reasons';
import { assertRetentionHeld } from './assert-retention-held';
import { loadCertFigures, scheduledAmount } from './cert-figures';
import { loadPayerCert, type CertRef } from './load-cert';
import { deadlineClaim, issueTiming, scheduleDeadline } from './schedule-deadline';

/** The entries an assert refuses with, or none. */
function refusalsOf(assert: () => void): Problem[] {
  try {
    assert();
    return [];
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid') throw error;
    return error.items.map((item) => ({
      field: item.field ?? 'lines',
      message: item.message,
      ...(item.link ? { link: item.link } : {}),
    }));
  }
}

/** Needs what issuing needs: the payer's `claim_or_cert` permission on the contract. */
export async function certIssueCheck(actor: Actor, ref: CertRef): Promise<IssueCheck> {
  const {
    cert,
    claim,
    contract: placed,
    retentionHoldingId,
  } = await loadPayerCert(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  const [figures, unanswered] = await Promise.all([
    loadCertFigures(contract, claim, cert),
    // A served claim leaves 'issued' for 'certified' when its certificate is issued.
    db().claim.findMany({
      where: { contractId: contract.id, number: { lt: claim.number }, status: 'issued' },
      orderBy: { number: 'asc' },
      select: {
        number: true,
        servedAt: true,
        claimTo: true,
        claimDueDate: true,
        certDueDate: true,
        paymentDueDate: true,
      },
    }),
  ]);
  const { jurisdiction, timeZone } = contract;
  const today = dayIn(new Date(), timeZone);
  const served = deadlineClaim(claim, contract);
  const paysLess = scheduledAmount(figures.certified) < scheduledAmount(figures.claimed);
  return checkCertIssue({
    today,
    refusals: [
      ...refusalsOf(() => assertReasons(figures)),
      ...refusalsOf(() => assertLedger(figures, contract.currency)),
      ...refusalsOf(() =>
        assertRetentionHeld(contract, retentionHoldingId, figures, {
          accountId: actor.accountId,
          projectId: ref.projectId,
          side: 'cert',
          contractId: ref.contractId,
        }),
      ),
    ],
    timing: {
      ...issueTiming(jurisdiction, served, today, paysLess),
      consequence: scheduleDeadline(jurisdiction, served).consequence,
    },
    claim: { paymentDue: claimDeadlines(contract, claim).payment_due.date },
    earlierUnanswered: unanswered.map((c) => {
      const dates = deadlineClaim(c, contract);
      return {
        number: c.number,
        servedOn: dates.servedOn,
        deadline: scheduleDeadline(jurisdiction, dates).date,
      };
    }),
  });
}

/** 422 with one entry per missing element; warnings never stop the issue. */
export async function assertCertIssuable(actor: Actor, ref: CertRef): Promise<void> {
  const { errors } = await certIssueCheck(actor, ref);
  if (errors.length > 0) throw new AppError('invalid', errors);
}
