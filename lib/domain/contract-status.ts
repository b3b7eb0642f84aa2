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

/** What decides whether a contract may be deleted (see contractDeletionRefusal). */
export interface ContractDeletionFacts {
  readonly status: ContractStatus;
  /** Accounts other than the caller's that have placed the contract (accepted its invitation). */
  readonly otherAccounts: number;
  /** Its claims with status issued or certified, and its issued certificates. */
  readonly issuedClaims: number;
  readonly issuedCerts: number;
}

export const DELETE_STARTED_MESSAGE =
  'Only a contract that has never started can be deleted. A started contract is a record to keep: archive it instead.';
export const DELETE_SHARED_MESSAGE =
  'The other party has accepted the invitation to this contract, so it is theirs too and cannot be deleted. Leave the contract instead.';
export const DELETE_ISSUED_MESSAGE =
  'This contract has issued claims or certificates, which must be kept. Archive it instead.';

/**
 * Why a contract may not be deleted, or null when it may (spec §2 delete contract, §4). Only a
 * draft — never started, so never claimed on — goes: a started contract's claims and certificates
 * are payment claims and schedules under the Construction Contracts Act, kept by archiving. And
 * only while no other account shares it: once the other party has accepted the invitation the
 * contract is in their projects too, and deleting it would take it from them.
 */
export function contractDeletionRefusal(facts: ContractDeletionFacts): string | null {
  if (facts.status !== 'draft') return DELETE_STARTED_MESSAGE;
  if (facts.otherAccounts !== 0) return DELETE_SHARED_MESSAGE;
  if (facts.issuedClaims !== 0 || facts.issuedCerts !== 0) return DELETE_ISSUED_MESSAGE;
  return null;
}
