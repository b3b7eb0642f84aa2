import 'server-only';
// The NSW supporting statement of a claim (SOP Act 1999 (NSW) s13(7); lib/domain/supporting-statement.ts):
// the payee makes it on a draft claim of an NSW head contract; the payer reads it once the claim
// is served. It is printed after the claim's schedule (claim-document.ts) and its absence is an
// issue-check error (claim-issue-check.ts).
import { AppError } from '@/lib/errors/app-error';
import { db, type Db, type Tx } from '@/lib/db/client';
import { needsSupportingStatement } from '@/lib/domain/au-claim-rules';
import type { SupportingStatementData } from '@/lib/domain/supporting-statement';
import { dbDate, isoDate } from '@/lib/domain/date-columns';
import type { TSupportingStatement } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { claimContractOf } from '../documents/document-contract';
import { loadClaimerClaim, loadPayerClaim, type ClaimRef } from './load-claim';
import { NOT_DRAFT } from './update-claim';

/** The statement as the claim PDF and the API read it. */
export interface SupportingStatementView extends SupportingStatementData {
  madeBy: string | null;
  updatedAt: string;
}

export const NOT_REQUIRED =
  'A supporting statement goes only with a head contractor’s payment claim on the principal under an NSW ' +
  'contract (Building and Construction Industry Security of Payment Act 1999 (NSW) s13(7)). Set the contract ' +
  'to a head contract in its settings if this claim is one.';

/** The claim's statement, or null when none has been made. */
export async function loadSupportingStatement(
  claimId: string,
  client: Db | Tx = db(),
): Promise<SupportingStatementView | null> {
  const row = await client.supportingStatement.findUnique({
    where: { claimId },
    include: {
      subcontractors: { orderBy: { position: 'asc' } },
      madeBy: { select: { name: true, email: true } },
    },
  });
  if (!row) return null;
  return {
    headContractorAbn: row.headContractorAbn,
    periodFrom: isoDate(row.periodFrom),
    periodTo: isoDate(row.periodTo),
    declarantName: row.declarantName,
    declarantPosition: row.declarantPosition,
    declaredOn: isoDate(row.declaredOn),
    madeBy: row.madeBy ? row.madeBy.name || row.madeBy.email : null,
    updatedAt: row.updatedAt.toISOString(),
    subcontractors: row.subcontractors.map((s) => ({
      name: s.name,
      abn: s.abn,
      contractRef: s.contractRef,
      amountPaid: Number(s.amountPaid),
      datePaid: s.datePaid ? isoDate(s.datePaid) : null,
      amountOwing: Number(s.amountOwing),
      reason: s.reason,
    })),
  };
}

function statementJson(s: SupportingStatementView | null) {
  if (!s) return null;
  return {
    head_contractor_abn: s.headContractorAbn,
    period_from: s.periodFrom,
    period_to: s.periodTo,
    declarant_name: s.declarantName,
    declarant_position: s.declarantPosition,
    declared_on: s.declaredOn,
    made_by: s.madeBy,
    updated_at: s.updatedAt,
    subcontractors: s.subcontractors.map((r) => ({
      name: r.name,
      abn: r.abn,
      contract_ref: r.contractRef,
      amount_paid: r.amountPaid,
      date_paid: r.datePaid,
      amount_owing: r.amountOwing,
      reason: r.reason,
    })),
  };
}

/** GET for the payee: whether the claim needs one, whether it can be changed now, and the statement. */
export async function readSupportingStatement(actor: Actor, ref: ClaimRef) {
  const { claim, contract: placed } = await loadClaimerClaim(actor, ref);
  const contract = claimContractOf(placed);
  const required = needsSupportingStatement(contract.jurisdiction, contract.contractTier);
  return {
    required,
    editable: claim.status === 'draft',
    claim_period: { from: isoDate(claim.claimFrom), to: isoDate(claim.claimTo) },
    // As the PDF: a statement goes with the claim only while the contract is an NSW head contract.
    statement: required ? statementJson(await loadSupportingStatement(claim.id)) : null,
  };
}

/** GET for the payer: the statement that accompanied a claim served on it (404 before that). */
export async function readReceivedSupportingStatement(actor: Actor, ref: ClaimRef) {
  const { claim, reverted } = await loadPayerClaim(actor, ref);
  if (reverted) throw new AppError('not_found');
  return { statement: statementJson(await loadSupportingStatement(claim.id)) };
}

/**
 * PUT for the payee: makes or replaces the statement of a draft claim, in one transaction that
 * checks the claim is still a draft. Its subcontractors are replaced as a whole list.
 */
export async function saveSupportingStatement(actor: Actor, ref: ClaimRef, input: TSupportingStatement) {
  const { claim, projectId, contract: placed } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  if (!needsSupportingStatement(contract.jurisdiction, contract.contractTier))
    throw new AppError('invalid', [{ field: 'supporting_statement', message: NOT_REQUIRED }]);
  if (claim.status !== 'draft') throw new AppError('conflict', NOT_DRAFT);
  const fields = {
    headContractorAbn: input.head_contractor_abn,
    periodFrom: dbDate(input.period_from),
    periodTo: dbDate(input.period_to),
    declarantName: input.declarant_name,
    declarantPosition: input.declarant_position,
    declaredOn: dbDate(input.declared_on),
    madeById: actor.actingAsSupport ? null : actor.userId,
  };
  await db().$transaction(async (tx) => {
    // The claim must still be a draft as the statement is written (a concurrent issue or send).
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM claims WHERE id = ${claim.id}::uuid AND status = 'draft' FOR UPDATE`;
    if (locked.length !== 1) throw new AppError('conflict', NOT_DRAFT);
    const statement = await tx.supportingStatement.upsert({
      where: { claimId: claim.id },
      create: { claimId: claim.id, ...fields },
      update: fields,
      select: { id: true },
    });
    await tx.supportingStatementSubcontractor.deleteMany({ where: { statementId: statement.id } });
    await tx.supportingStatementSubcontractor.createMany({
      data: input.subcontractors.map((s, position) => ({
        statementId: statement.id,
        position,
        name: s.name,
        abn: s.abn,
        contractRef: s.contract_ref,
        amountPaid: BigInt(s.amount_paid),
        datePaid: s.date_paid ? dbDate(s.date_paid) : null,
        amountOwing: BigInt(s.amount_owing),
        reason: s.reason,
      })),
    });
    await recordHistory(
      tx,
      actor,
      'claim.supporting_statement_saved',
      { projectId, contractId: contract.id, claimId: claim.id },
      { declarant_name: input.declarant_name, subcontractors: input.subcontractors.length },
    );
  });
  return readSupportingStatement(actor, ref);
}
