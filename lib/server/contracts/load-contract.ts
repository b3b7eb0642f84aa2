import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import type { Action, Resource } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';

/**
 * What every reader of a placed contract gets with its row: the terms and retention rule its dates
 * and figures follow and its parties' names and document words (lib/server/documents/document-contract.ts).
 * Joined into the placement's one statement (the schema's relationJoins), so a claim or certificate
 * read does not send three more.
 */
export const CONTRACT_TERMS = {
  retention: true,
  paymentTerms: true,
  payerAccount: { select: { name: true, certTerm: true } },
  payeeAccount: { select: { name: true, currency: true, claimTerm: true } },
  payerCompany: { select: { name: true } },
  payeeCompany: { select: { name: true } },
} as const;

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
  const placement = await db().contractPlacement.findUnique({
    where: { contractId_accountId: { contractId, accountId: actor.accountId } },
    include: { contract: { include: CONTRACT_TERMS } },
  });
  if (!placement || (options.projectId && placement.projectId !== options.projectId)) {
    throw new AppError('not_found');
  }
  await assertCan(actor, options.resource ?? 'contract', options.action ?? 'view', {
    projectId: placement.projectId,
    contractId,
  });
  return { contract: placement.contract, projectId: placement.projectId, side: placement.side };
}

export type LoadedContract = Awaited<ReturnType<typeof loadContract>>;
/** A contract row with its CONTRACT_TERMS. */
export type PlacedContract = LoadedContract['contract'];
