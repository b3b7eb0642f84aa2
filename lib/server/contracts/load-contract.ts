import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db, selectRows } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { ContractSide } from '@/lib/db/generated/enums';
import { lookupColumns, modelColumns, modelOf, selected, type Fields } from '@/lib/db/model-rows';
import type { Action, Resource } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';

/** A contract as a request names it: through the project the caller's account placed it in. */
export interface ContractRef {
  projectId: string;
  contractId: string;
}

/**
 * What every reader of a placed contract gets with its row: the terms and retention rule its dates
 * and figures follow and its parties' names and document words (lib/server/documents/document-contract.ts).
 * Prisma's `include` for the readers that go through Prisma; loadContract reads the same in its
 * one statement (TERMS).
 */
export const CONTRACT_TERMS = {
  retention: true,
  paymentTerms: true,
  payerAccount: { select: { name: true, certTerm: true } },
  payeeAccount: { select: { name: true, currency: true, claimTerm: true } },
  payerCompany: { select: { name: true } },
  payeeCompany: { select: { name: true } },
} as const;

/** A contract row with its CONTRACT_TERMS. */
export type PlacedContract = Prisma.ContractGetPayload<{ include: typeof CONTRACT_TERMS }>;

/**
 * Each of CONTRACT_TERMS as loadContract reads it: the contract's own rules joined, the parties'
 * names and words looked up by key (lookupColumns), so that the statement stays quick to plan.
 */
const TERMS = [
  { term: 'retention', alias: 'r', fields: Prisma.RetentionRuleScalarFieldEnum },
  { term: 'paymentTerms', alias: 't', fields: Prisma.PaymentTermsScalarFieldEnum },
  { term: 'payerAccount', alias: 'pa', fields: selected(CONTRACT_TERMS.payerAccount.select) },
  { term: 'payeeAccount', alias: 'ea', fields: selected(CONTRACT_TERMS.payeeAccount.select) },
  { term: 'payerCompany', alias: 'pc', fields: selected(CONTRACT_TERMS.payerCompany.select) },
  { term: 'payeeCompany', alias: 'ec', fields: selected(CONTRACT_TERMS.payeeCompany.select) },
] as const satisfies readonly { term: keyof typeof CONTRACT_TERMS; alias: string; fields: Fields }[];

const [RETENTION, PAYMENT_TERMS, PAYER_ACCOUNT, PAYEE_ACCOUNT, PAYER_COMPANY, PAYEE_COMPANY] = TERMS;
const PLACED_CONTRACT_COLUMNS = Prisma.join([
  modelColumns('c', Prisma.ContractScalarFieldEnum),
  modelColumns(RETENTION.alias, RETENTION.fields),
  modelColumns(PAYMENT_TERMS.alias, PAYMENT_TERMS.fields),
  lookupColumns(PAYER_ACCOUNT.alias, 'accounts', 'pa.id = c.payer_account_id', PAYER_ACCOUNT.fields),
  lookupColumns(PAYEE_ACCOUNT.alias, 'accounts', 'ea.id = c.payee_account_id', PAYEE_ACCOUNT.fields),
  lookupColumns(PAYER_COMPANY.alias, 'companies', 'pc.id = c.payer_company_id', PAYER_COMPANY.fields),
  lookupColumns(PAYEE_COMPANY.alias, 'companies', 'ec.id = c.payee_company_id', PAYEE_COMPANY.fields),
]);

/**
 * The caller's account's placement of a contract, with the contract and its terms, in one
 * statement straight to the pool (a one-row read every contract, claim and certificate call
 * starts with, which Prisma's findUnique with these joins made three times as long).
 */
async function placementOf(contractId: string, accountId: string) {
  const [row] = await selectRows<Record<string, unknown>>(
    db(),
    Prisma.sql`
      SELECT p.project_id AS "projectId", p.side AS side,
             p.retention_holding_id AS "retentionHoldingId", ${PLACED_CONTRACT_COLUMNS}
        FROM contract_placements p
        JOIN contracts c ON c.id = p.contract_id
        LEFT JOIN retention_rules r ON r.contract_id = c.id
        LEFT JOIN payment_terms t ON t.contract_id = c.id
       WHERE p.contract_id = ${contractId}::uuid AND p.account_id = ${accountId}::uuid`,
  );
  if (!row) return null;
  const contract = modelOf<Record<string, unknown>>(row, 'c', Prisma.ContractScalarFieldEnum)!;
  for (const { term, alias, fields } of TERMS) contract[term] = modelOf(row, alias, fields);
  return {
    projectId: row.projectId as string,
    side: row.side as ContractSide,
    retentionHoldingId: row.retentionHoldingId as string | null,
    contract: contract as PlacedContract,
  };
}

/**
 * A contract as the caller's account sees it: through that account's placement of it (the payee
 * sees a claim contract, the payer a cert contract, each in a project of its own). Contracts the
 * account has no placement for answer 404, as does a project id in the path that is not the one
 * the account placed it in. Then the caller's permission for `action` is checked (403).
 */
export async function loadContract(
  actor: Actor,
  contractId: string,
  options: { projectId?: string; action?: Action; resource?: Resource } = {},
) {
  const placement = await placementOf(contractId, actor.accountId);
  if (!placement || (options.projectId && placement.projectId !== options.projectId)) {
    throw new AppError('not_found');
  }
  await assertCan(actor, options.resource ?? 'contract', options.action ?? 'view', {
    projectId: placement.projectId,
    contractId,
  });
  return {
    contract: placement.contract,
    projectId: placement.projectId,
    side: placement.side,
    /** The payer's: where the contract's retention money is held (issue 31), or null. */
    retentionHoldingId: placement.retentionHoldingId,
  };
}

export type LoadedContract = Awaited<ReturnType<typeof loadContract>>;
