import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Action } from '@/lib/domain/permissions';
import { loadContract } from '../contracts/load-contract';
import type { Actor } from '../session/resolve-actor';

export interface ContractPath {
  projectId: string;
  contractId: string;
}

/**
 * A contract on which the caller's account is the payer, the party that withholds retention and
 * keeps its ledger (CCA s18FC). Another account's contract: 404; the payee's side: 403.
 */
export async function loadPayerContract(actor: Actor, path: ContractPath, action: Action) {
  const loaded = await loadContract(actor, path.contractId, { projectId: path.projectId, action });
  if (loaded.side !== 'cert')
    throw new AppError(
      'forbidden',
      'The payer keeps the retention ledger: this contract is yours to claim on.',
    );
  return loaded;
}
