import 'server-only';
// GET …/contract/{c}/retention_received (issue 31 item 6): on the payee's side of a contract, what
// the payer has sent about the retention it holds — each statement in its own words, newest first —
// and the figures owed (as the latest statement states them, else from the payee's own documents).
// The payer's side: 403; another account's contract: 404.
import type { Actor } from '../session/resolve-actor';
import { loadPayeeContract } from '../retention-trust/payee-retention';
import type { ContractPath } from '../retention-trust/payer-contract';
import { statementJson } from '../retention-trust/statement-json';
import { owedContracts } from './owed-contracts';

export async function readRetentionReceived(actor: Actor, path: ContractPath, now = new Date()) {
  // Begun beside the access check: it reads only the caller's own placements, so a contract of
  // another account finds nothing here either.
  const [, owed] = await Promise.all([
    loadPayeeContract(actor, path),
    owedContracts(actor, now, path.contractId),
  ]);
  const received = owed.statements.get(path.contractId) ?? [];
  return {
    today: owed.today,
    currency: owed.currency,
    /** Null while nothing was retained and nothing received. */
    owed: owed.rows[0] ?? null,
    statements: received.toReversed().map((s) => statementJson(s)),
  };
}

export type RetentionReceivedJson = Awaited<ReturnType<typeof readRetentionReceived>>;
