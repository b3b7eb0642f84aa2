import 'server-only';
import { db } from '@/lib/db/client';
import { availableActions } from '@/lib/domain/transition';
import { CONTRACT_MACHINE, contractDeletionRefusal } from '@/lib/domain/contract-status';
import { permissionsFor } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { rolesFor } from '../permissions/authorize';
import { accountHasIntegrations } from './account-integrations';
import { contractHeadlineFigures } from './contract-headline-figures';
import { decisionsOf } from './contract-decision';
import { toContractView } from './contract-view';
import { loadContract } from './load-contract';
import { readCompleteness } from './read-completeness';

/**
 * Everything the contract page, its settings and GET …/contract/{c} show (spec §3 Contract), as
 * the caller's account sees it: its side, its project, its permissions and the actions open to it
 * now. Another account's contract is a 404 (loadContract).
 */
export async function readContract(actor: Actor, ids: { projectId: string; contractId: string }) {
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
  });
  const [full, roles, figures, missing, hasIntegrations] = await Promise.all([
    db().contract.findUniqueOrThrow({
      where: { id: contract.id },
      include: {
        paymentTerms: true,
        retention: true,
        payerAccount: { select: { name: true } },
        payeeAccount: { select: { name: true } },
        payerCompany: { select: { id: true, name: true, accountId: true } },
        payeeCompany: { select: { id: true, name: true, accountId: true } },
        placements: {
          where: { accountId: actor.accountId },
          select: { project: { select: { id: true, name: true } } },
        },
        _count: { select: { placements: true } },
      },
    }),
    rolesFor(actor, { projectId, contractId: contract.id }),
    contractHeadlineFigures(contract.id),
    readCompleteness(db(), contract.id, side),
    accountHasIntegrations(actor.accountId),
  ]);
  const permissions = permissionsFor(roles).contract;
  return {
    ...toContractView(full, side, actor.accountId),
    project: full.placements[0]!.project,
    totals: figures,
    completeness: { complete: missing.length === 0, missing },
    permissions,
    // Status changes need edit rights; the service checks again.
    actions: permissions.includes('edit') ? availableActions(CONTRACT_MACHINE, contract.status) : [],
    /**
     * Whether the Delete action is offered: a draft no other account shares, for a user who may
     * create contracts here (delete-contract.ts decides again, with what has been issued).
     */
    can_delete:
      permissions.includes('create') &&
      contractDeletionRefusal({
        status: contract.status,
        otherAccounts: full._count.placements - 1,
        issuedClaims: 0,
        issuedCerts: 0,
      }) === null,
    has_integrations: hasIntegrations,
    /** Which binding changes are this side's (lib/domain/contract-decisions), for the forms. */
    decisions: decisionsOf(full, side),
  };
}

export type ContractDetail = Awaited<ReturnType<typeof readContract>>;
