// Project statuses and transitions (spec §4 "Project"). The arrays are the PostgreSQL enum values,
// so their order and spelling are a schema contract.
//
// §4 gives the user three actions on a project — archive, delete, re-open — and four states. The
// other moves are not anyone's button: a project's draft, current and completed states follow its
// contracts (projectStatusFor below), and the services move it (settleAction) in the same
// transaction as the contract change that caused it.
import type { ContractStatus } from './contract-status';
import { transition, type StatusMachine, type TransitionResult } from './transition';

export const PROJECT_STATUSES = ['draft', 'current', 'archived', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** What a user may do (§4 "archive, re-open"; delete is a removal, not a state). */
export const PROJECT_USER_ACTIONS = ['archive', 'reopen'] as const;
export type ProjectUserAction = (typeof PROJECT_USER_ACTIONS)[number];

/** What follows from the project's contracts: see projectStatusFor. */
export const PROJECT_SYSTEM_ACTIONS = ['activate', 'complete', 'return_to_draft'] as const;
export type ProjectSystemAction = (typeof PROJECT_SYSTEM_ACTIONS)[number];

export const PROJECT_ACTIONS = [...PROJECT_USER_ACTIONS, ...PROJECT_SYSTEM_ACTIONS] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export const PROJECT_MACHINE: StatusMachine<ProjectStatus, ProjectAction> = {
  subject: 'project',
  actions: {
    // Archiving only hides a project (the list hides archived ones by default, §2); any project may
    // be put away. Its contracts keep their own states.
    archive: { from: ['draft', 'current', 'completed'], to: 'archived', commentRequired: false },
    // Back among the running projects; the service then settles it where its contracts put it
    // (draft or completed, if that is what they say). A completed project is not re-opened by hand:
    // re-opening one of its contracts (for a retention release or a late variation) makes it
    // current again.
    reopen: { from: ['archived'], to: 'current', commentRequired: false },
    // A contract in it has started (or one was moved or re-opened into it).
    activate: { from: ['draft', 'completed'], to: 'current', commentRequired: false },
    // None of its contracts is still to start or running: all are finalised or archived.
    complete: { from: ['draft', 'current'], to: 'completed', commentRequired: false },
    // Its only contracts that had started were moved to another project or left.
    return_to_draft: { from: ['current', 'completed'], to: 'draft', commentRequired: false },
  },
};

export function transitionProject(
  from: ProjectStatus,
  action: ProjectAction,
): TransitionResult<ProjectStatus> {
  return transition(PROJECT_MACHINE, from, action);
}

/** Contracts that are not running and will not run again unless someone re-opens them. */
const CLOSED: readonly ContractStatus[] = ['finalised', 'archived'];

/**
 * Where a project's contracts put it:
 * - draft while no contract in it has started (it has none, or only draft ones);
 * - completed once it has contracts and every one is finalised or archived;
 * - current otherwise: a contract is running (started or re-opened), or a new draft one sits beside
 *   finished ones.
 */
export function projectStatusFor(contracts: readonly ContractStatus[]): Exclude<ProjectStatus, 'archived'> {
  if (contracts.every((status) => status === 'draft')) return 'draft';
  if (contracts.every((status) => CLOSED.includes(status))) return 'completed';
  return 'current';
}

const ACTION_TO: Readonly<Record<Exclude<ProjectStatus, 'archived'>, ProjectSystemAction>> = {
  current: 'activate',
  completed: 'complete',
  draft: 'return_to_draft',
};

/**
 * The system action that brings a project in line with its contracts, or null when it already is
 * or is archived (an archived project stays put away whatever its contracts do).
 */
export function settleAction(
  status: ProjectStatus,
  contracts: readonly ContractStatus[],
): ProjectSystemAction | null {
  if (status === 'archived') return null;
  const wanted = projectStatusFor(contracts);
  return wanted === status ? null : ACTION_TO[wanted];
}

export interface ProjectIssuedDocuments {
  /** Claims in any of its contracts with status issued or certified. */
  readonly issuedClaims: number;
  /** Certificates in any of its contracts with status issued. */
  readonly issuedCerts: number;
}

/**
 * A project may be deleted only while nothing has been issued from it: issued claims and
 * certificates are payment claims/schedules under the Construction Contracts Act and must be kept
 * (archive the project instead). Counts that are not whole non-negative numbers fail closed.
 */
export function canDeleteProject({ issuedClaims, issuedCerts }: ProjectIssuedDocuments): boolean {
  return issuedClaims === 0 && issuedCerts === 0;
}
