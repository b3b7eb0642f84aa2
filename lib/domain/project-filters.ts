/**
 * The project list's filters, search and sort (spec §2 "Project list"). One filter applies at a
 * time, chosen from a list:
 * - active (the default): archived projects are hidden;
 * - all: every project;
 * - empty_or_active: projects with no contracts, or not archived (so an archived project that never
 *   got a contract still shows, ready to be reused or deleted);
 * - with_contracts: only projects with at least one contract, archived ones included.
 * Search matches the name or the project number, ignoring case and accents. Pinned projects come
 * first whatever the sort; the default sort is the total contract value, largest first, and ties
 * fall back to the name. The list pages (issue 33), so these rules are carried out in SQL, over every
 * project, by lib/server/projects/project-page.ts; its tests are tests/integration/projects-list*.test.ts.
 */
import type { ProjectStatus } from './project-status';

export const PROJECT_FILTERS = ['active', 'all', 'empty_or_active', 'with_contracts'] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

export const PROJECT_FILTER_LABELS: Readonly<Record<ProjectFilter, string>> = {
  active: 'Hide archived',
  all: 'Show all',
  empty_or_active: 'No contracts or not archived',
  with_contracts: 'At least one contract',
};

export const PROJECT_SORTS = ['total_contract_value', 'name', 'created'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const PROJECT_SORT_LABELS: Readonly<Record<ProjectSort, string>> = {
  total_contract_value: 'Total contract value',
  name: 'Name',
  created: 'Newest first',
};

/**
 * The list's buckets (§2 "project lists by draft, current, archived, completed"): the running work
 * first, then what waits to start, what is finished and what is put away.
 */
export const PROJECT_BUCKETS: readonly { status: ProjectStatus; title: string }[] = [
  { status: 'current', title: 'Current' },
  { status: 'draft', title: 'Draft' },
  { status: 'completed', title: 'Completed' },
  { status: 'archived', title: 'Archived' },
];

/** The projects of each bucket in their listed order; buckets left empty are left out. */
export function bucketProjects<T extends { status: ProjectStatus }>(
  projects: readonly T[],
): { status: ProjectStatus; title: string; projects: T[] }[] {
  return PROJECT_BUCKETS.map((bucket) => ({
    ...bucket,
    projects: projects.filter((p) => p.status === bucket.status),
  })).filter((bucket) => bucket.projects.length > 0);
}
