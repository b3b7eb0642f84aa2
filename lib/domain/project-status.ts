// Project statuses and transitions (spec §4 "Project"). The arrays are the PostgreSQL enum values,
// so their order and spelling are a schema contract.
import { transition, type StatusMachine, type TransitionResult } from './transition';

export const PROJECT_STATUSES = ['draft', 'current', 'archived', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_ACTIONS = ['activate', 'complete', 'archive', 'reopen'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export const PROJECT_MACHINE: StatusMachine<ProjectStatus, ProjectAction> = {
  subject: 'project',
  actions: {
    activate: { from: ['draft'], to: 'current', commentRequired: false },
    complete: { from: ['current'], to: 'completed', commentRequired: false },
    // Archiving only hides a project (the list hides archived ones by default, §2); any project may
    // be put away, and reopening brings it back as current whatever it was before.
    archive: { from: ['draft', 'current', 'completed'], to: 'archived', commentRequired: false },
    // Completed projects reopen too: retention is released and variations settled after completion.
    reopen: { from: ['archived', 'completed'], to: 'current', commentRequired: false },
  },
};

export function transitionProject(
  from: ProjectStatus,
  action: ProjectAction,
): TransitionResult<ProjectStatus> {
  return transition(PROJECT_MACHINE, from, action);
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
