import 'server-only';
// The payee's side of retention held on trust (issue 31 item 6): the statements its payer sent it
// (transaction reports, quarterly statements, notices of intended use), read through the payee's
// own placement. They say all the payee is told: never the payer's ledger, deposits or bank account
// number (a statement names where the money is held by account name and bank only). What the
// payee is owed in figures is lib/server/retention-owed/, above the reports it also reads.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { StatementContent } from '@/lib/domain/retention-statements';
import { loadContract } from '../contracts/load-contract';
import type { Actor } from '../session/resolve-actor';
import type { ContractPath } from './payer-contract';
import { renderStatementDocument } from './statement-document';

/**
 * A contract on which the caller's account is the payee. Another account's contract: 404; the
 * payer's side: 403 (its ledger is on the same tab, in full).
 */
export async function loadPayeeContract(actor: Actor, path: ContractPath) {
  const loaded = await loadContract(actor, path.contractId, { projectId: path.projectId, action: 'view' });
  if (loaded.side !== 'claim')
    throw new AppError('forbidden', 'This is what the payee receives: on this contract you are the payer.');
  return loaded;
}

/**
 * The statements sent on these contracts, oldest first, by contract: one query however many. The
 * caller has checked the contracts are its account's claim contracts.
 */
export async function statementsReceived(contractIds: readonly string[]) {
  const rows = await db().retentionStatement.findMany({
    where: { contractId: { in: [...contractIds] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, contractId: true, kind: true, subject: true, content: true, createdAt: true },
  });
  const byContract = new Map<string, ((typeof rows)[number] & { said: StatementContent })[]>();
  for (const row of rows) {
    // `said`: the frozen content as the domain reads it (lib/domain/retention-statements.ts).
    const statement = { ...row, said: row.content as unknown as StatementContent };
    const list = byContract.get(row.contractId);
    if (list) list.push(statement);
    else byContract.set(row.contractId, [statement]);
  }
  return byContract;
}

/** A statement received on this contract, as the PDF its email carried; another contract's: 404. */
export async function downloadReceivedStatementPdf(actor: Actor, path: ContractPath, statementId: string) {
  const { contract } = await loadPayeeContract(actor, path);
  return renderStatementDocument(contract.id, statementId);
}
