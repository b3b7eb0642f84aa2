import 'server-only';
// create_one_claim and read_contract_claim_period: a new claim for a period on a running contract.
// It takes the next number, its due dates from the contract's payment terms, and starts from the
// latest claim's to-date figures (claims are cumulative), copied in one statement.
import { AppError } from '@/lib/errors/app-error';
import { db, type Db, type Tx } from '@/lib/db/client';
import { canClaim } from '@/lib/domain/contract-status';
import { defaultClaimName, type ClaimTermKey } from '@/lib/domain/document-terms';
import type { TCreateClaim } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { lockedClaimTerm } from '../account/document-terms';
import { claimContractOf, type ClaimContract } from '../documents/document-contract';
import { claimDeadlines, claimDueDates, deadlinesFor } from './claim-dates';
import { dbDate, isoDate, monthTitle } from '@/lib/domain/date-columns';
import { loadClaimSideContract } from './load-claim';
import { type ContractRef } from '../contracts/load-contract';

function latestClaim(client: Db | Tx, contractId: string) {
  return client.claim.findFirst({
    where: { contractId },
    orderBy: { number: 'desc' },
    select: { id: true, number: true, claimTo: true },
  });
}

/** The latest claim's lines, as the new claim's starting point, in one INSERT … SELECT. */
function copyClaimLines(tx: Tx, fromClaimId: string, toClaimId: string) {
  return tx.$executeRaw`
    INSERT INTO claim_line_items (id, claim_id, line_item_id, claim_option, percent, quantity, to_date_value)
    SELECT gen_random_uuid(), ${toClaimId}::uuid, line_item_id, claim_option, percent, quantity, to_date_value
      FROM claim_line_items WHERE claim_id = ${fromClaimId}::uuid`;
}

function nextDay(date: Date): string {
  return isoDate(new Date(date.getTime() + 86_400_000));
}

/** What a claim for a period ending `claimTo` would be: number, default name, first day, due dates. */
function plan(
  contract: ClaimContract,
  latest: { number: number; claimTo: Date } | null,
  claimTo: string,
  term: ClaimTermKey = contract.claimTerm,
) {
  const number = (latest?.number ?? 0) + 1;
  const dates = claimDueDates(contract, claimTo);
  return {
    number,
    name: defaultClaimName(term, number, monthTitle(claimTo)),
    earliestFrom: latest ? nextDay(latest.claimTo) : null,
    dates,
  };
}

/** read_contract_claim_period: the defaults the create form shows for a period end. */
export async function readClaimPeriod(actor: Actor, ref: ContractRef, claimTo: string) {
  const { contract: placed } = await loadClaimSideContract(actor, ref);
  const contract = claimContractOf(placed);
  const p = plan(contract, await latestClaim(db(), contract.id), claimTo);
  return {
    number: p.number,
    name: p.name,
    claim_from: p.earliestFrom,
    claim_to: claimTo,
    claim_due_date: p.dates.claimDue,
    cert_due_date: p.dates.certDue,
    payment_due_date: p.dates.paymentDue,
    deadlines: deadlinesFor(contract, { claimTo, ...p.dates }),
  };
}

export async function createClaim(actor: Actor, ref: ContractRef, input: TCreateClaim) {
  const { projectId, contract: placed } = await loadClaimSideContract(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  if (!canClaim(contract.status)) {
    throw new AppError('conflict', 'Claims can be made only on a started or reopened contract.');
  }
  try {
    const claim = await db().$transaction(async (tx) => {
      const latest = await latestClaim(tx, contract.id);
      const term = await lockedClaimTerm(tx, contract.payeeAccountId);
      const p = plan(contract, latest, input.claim_to, term);
      if (p.earliestFrom && input.claim_from < p.earliestFrom) {
        throw new AppError('invalid', [
          {
            field: 'claim_from',
            message: `The period must start after the previous claim's period, which ends ${isoDate(latest!.claimTo)}.`,
          },
        ]);
      }
      const created = await tx.claim.create({
        data: {
          contractId: contract.id,
          number: p.number,
          name: input.name ?? p.name,
          term,
          claimFrom: dbDate(input.claim_from),
          claimTo: dbDate(input.claim_to),
          claimDueDate: dbDate(p.dates.claimDue),
          certDueDate: dbDate(p.dates.certDue),
          paymentDueDate: dbDate(p.dates.paymentDue),
          hasRetention: !!contract.retention && contract.retention.type !== 'none',
          cisStatus: contract.cisStatus,
          domesticReverseCharge: contract.domesticReverseCharge,
          // claim_less_paid_to_date (spec §3): the contract's claims deduct what has been paid.
          lessPreviousOption: contract.claimLessPaidToDate ? 'paid_to_date' : undefined,
          createdById: actor.userId,
        },
      });
      // In the database, not through the process: a nested createMany of 10,000 copied lines (over
      // PostgreSQL's 32,767 bind parameters) made Prisma answer no row at all.
      if (latest) await copyClaimLines(tx, latest.id, created.id);
      await recordHistory(
        tx,
        actor,
        'claim.created',
        { projectId, contractId: contract.id, claimId: created.id },
        {
          number: created.number,
          name: created.name,
        },
      );
      return created;
    });
    return {
      id: claim.id,
      number: claim.number,
      name: claim.name,
      status: claim.status,
      claim_from: isoDate(claim.claimFrom),
      claim_to: isoDate(claim.claimTo),
      claim_due_date: isoDate(claim.claimDueDate),
      cert_due_date: isoDate(claim.certDueDate),
      payment_due_date: isoDate(claim.paymentDueDate),
      updated_at: claim.updatedAt,
      deadlines: claimDeadlines(contract, claim),
    };
  } catch (error) {
    // Two creates at once both take the same next number; the unique (contract, number) lets one in.
    if ((error as { code?: string }).code === 'P2002') {
      throw new AppError('conflict', 'Another claim was created at the same time. Refresh and try again.');
    }
    throw error;
  }
}
