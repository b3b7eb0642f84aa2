import 'server-only';
// Certifying for a claimer who is not on ClaimCert. When the contract's payee is only a company in
// the payer's contacts, its claims arrive on paper or by email; the certifier records one here —
// the period, the day it was served and what was claimed on each line (the claims' own line rules
// apply) — and it is stored as that contract's next claim, already issued, with served_at on the
// day entered (midnight in the contract's time zone) and its totals frozen as for any issued claim.
// It is then certified like any other. Only possible while no payee account is on the contract.
import { DateTime } from 'luxon';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { LineItem as LineItemRow } from '@/lib/db/generated/client';
import { canClaim } from '@/lib/domain/contract-status';
import { defaultClaimName } from '@/lib/domain/document-terms';
import type { TPayerClaim } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf, type ClaimContract } from '../documents/document-contract';
import { claimDueDates } from '../claims/claim-dates';
import { computeClaimFigures, loadClaimFigures } from '../claims/claim-figures';
import { checkClaimLines } from '../claims/claim-line-rules';
import { servedClaimJson } from '../claims/claim-json';
import { dayIn } from '@/lib/domain/zoned-dates';
import { dbDate, isoDate, monthTitle } from '@/lib/domain/date-columns';
import { type ContractRef } from '../contracts/load-contract';
import { recordHistory } from '../history';
import { loadCertSideContract } from './load-cert';

export const PAYEE_ON_SYSTEM =
  'The payee issues its own claims on this contract: certify the claims it serves.';

/** The schedule valued with nothing claimed: what the claims' line rules check each entry against. */
export function unclaimedSchedule(contract: ClaimContract, items: LineItemRow[], claimTo: Date) {
  return computeClaimFigures({
    contract,
    items,
    claim: {
      number: 0,
      status: 'draft',
      claimTo,
      hasRetention: false,
      lessPreviousOption: 'claimed',
      customPrevious: null,
      labourElement: 0n,
      cisStatus: 'not_applicable',
      domesticReverseCharge: false,
      gstPercent: null,
    },
    lines: [],
    previousClaim: null,
    previousCert: null,
  });
}

/** A contract whose payee may be certified for here: no payee account on it. */
export async function loadOffSystemContract(
  actor: Actor,
  ref: ContractRef,
  action: 'view' | 'claim_or_cert',
) {
  const { projectId, contract: placed } = await loadCertSideContract(actor, ref, action);
  const contract = claimContractOf(placed);
  if (contract.payeeAccountId) throw new AppError('conflict', PAYEE_ON_SYSTEM);
  return { projectId, contract };
}

export async function recordPayerClaim(actor: Actor, ref: ContractRef, input: TPayerClaim) {
  const { projectId, contract } = await loadOffSystemContract(actor, ref, 'claim_or_cert');
  if (!canClaim(contract.status)) {
    throw new AppError('conflict', 'Claims can be recorded only on a started or reopened contract.');
  }
  if (input.served_on > dayIn(new Date(), contract.timeZone)) {
    throw new AppError('invalid', [
      { field: 'served_on', message: 'A claim cannot be served in the future.' },
    ]);
  }
  const items = await db().lineItem.findMany({ where: { contractId: contract.id } });
  const schedule = unclaimedSchedule(contract, items, dbDate(input.claim_to));
  const checked = checkClaimLines(schedule.rows, input.lines);
  if (checked.errors.length) throw new AppError('invalid', checked.errors);
  const dates = claimDueDates(contract, input.claim_to);
  const servedAt = DateTime.fromISO(input.served_on, { zone: contract.timeZone }).toJSDate();
  try {
    const claim = await db().$transaction(async (tx) => {
      const latest = await tx.claim.findFirst({
        where: { contractId: contract.id },
        orderBy: { number: 'desc' },
        select: { number: true, claimTo: true },
      });
      if (latest && input.claim_from <= isoDate(latest.claimTo)) {
        throw new AppError('invalid', [
          {
            field: 'claim_from',
            message: `The period must start after the previous claim's period, which ends ${isoDate(latest.claimTo)}.`,
          },
        ]);
      }
      const number = (latest?.number ?? 0) + 1;
      const created = await tx.claim.create({
        data: {
          contractId: contract.id,
          number,
          // Titled in the payee's words; a payee not on ClaimCert has the default ones.
          name: input.name ?? defaultClaimName(contract.claimTerm, number, monthTitle(input.claim_to)),
          term: contract.claimTerm,
          claimFrom: dbDate(input.claim_from),
          claimTo: dbDate(input.claim_to),
          claimDueDate: dbDate(dates.claimDue),
          certDueDate: dbDate(dates.certDue),
          paymentDueDate: dbDate(dates.paymentDue),
          status: 'issued',
          servedAt,
          hasRetention: !!contract.retention && contract.retention.type !== 'none',
          cisStatus: contract.cisStatus,
          domesticReverseCharge: contract.domesticReverseCharge,
          labourElement: BigInt(input.labour_element ?? 0),
          createdById: actor.userId,
          lines: { createMany: { data: checked.lines } },
        },
      });
      const { totals } = await loadClaimFigures(contract, created, tx);
      const frozen = await tx.claim.update({
        where: { id: created.id },
        data: {
          grossToDate: BigInt(totals.grossToDate),
          retentionToDate: BigInt(totals.retention.retainedToDate),
          netThisClaim: BigInt(totals.netThisClaim),
          gstAmount: BigInt(totals.gst),
          totalIncludingGst: BigInt(totals.totalInclGst),
          gstPercent: totals.gstPercent,
        },
      });
      await recordHistory(
        tx,
        actor,
        'claim.recorded_by_payer',
        { projectId, contractId: contract.id, claimId: created.id },
        { number, served_on: input.served_on, total_including_gst: totals.totalInclGst },
      );
      return frozen;
    });
    return { claim: servedClaimJson(claim) };
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') {
      throw new AppError('conflict', 'Another claim was recorded at the same time. Refresh and try again.');
    }
    throw error;
  }
}
