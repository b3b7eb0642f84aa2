// Contract statuses and transitions (spec §4 "Contract"). The arrays are the PostgreSQL enum values,
// so their order and spelling are a schema contract.
import { transition, type StatusMachine, type TransitionResult } from './transition';

export const CONTRACT_STATUSES = ['draft', 'started', 'finalised', 'reopened', 'archived'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_ACTIONS = ['start', 'finalise', 'reopen', 'archive'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const CONTRACT_MACHINE: StatusMachine<ContractStatus, ContractAction> = {
  subject: 'contract',
  actions: {
    // The service also checks the contract is complete (terms, base items, counterparty; spec §5).
    start: { from: ['draft'], to: 'started', commentRequired: false },
    // Finalised = the works are done; no more claims, but the record stays in current lists.
    finalise: { from: ['started', 'reopened'], to: 'finalised', commentRequired: false },
    // Reopening lets late claims (retention release after the defects liability period, missed
    // variations) be made on a finalised or archived contract.
    reopen: { from: ['finalised', 'archived'], to: 'reopened', commentRequired: false },
    // Archiving hides the contract from current lists; nothing is deleted. A draft is not archived
    // but deleted (it has no claims to keep): were it archivable, reopen would make it claimable
    // without passing start's completeness check.
    archive: { from: ['started', 'finalised', 'reopened'], to: 'archived', commentRequired: false },
  },
};

export function transitionContract(
  from: ContractStatus,
  action: ContractAction,
): TransitionResult<ContractStatus> {
  return transition(CONTRACT_MACHINE, from, action);
}

/** New claims (and certs) may be made only on a running contract. */
export function canClaim(status: ContractStatus): boolean {
  return status === 'started' || status === 'reopened';
}
