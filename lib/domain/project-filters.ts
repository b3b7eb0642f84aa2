/**
 * The project list's filters, search and sort (spec §2 "Project list"). One filter applies at a
 * time, chosen from a list:
 * - active (the default): archived projects are hidden;
 * - all: every project;
 * - empty_or_active: projects with no contracts, or not archived (so an archived project that never
 *   got a contract still shows, ready to be reused or deleted);
 * - with_contracts: only projects with at least one contract, archived ones included.
 * Search matches the name or the project number, ignoring case and accents. Pinned projects come
 * first whatever the sort; the default sort is the total contract value, largest first.
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

export interface ListedProject {
  name: string;
  projectNumber: string | null;
  status: ProjectStatus;
  isPinned: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  contractCount: number;
  totalContractValue: number;
}

export function matchesFilter(
  project: Pick<ListedProject, 'status' | 'contractCount'>,
  filter: ProjectFilter,
) {
  const archived = project.status === 'archived';
  switch (filter) {
    case 'active':
      return !archived;
    case 'all':
      return true;
    case 'empty_or_active':
      return project.contractCount === 0 || !archived;
    case 'with_contracts':
      return project.contractCount > 0;
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Case- and accent-insensitive "contains" on the name or number; an empty search matches all. */
export function matchesSearch(project: Pick<ListedProject, 'name' | 'projectNumber'>, search: string) {
  const wanted = fold(search.trim());
  if (wanted === '') return true;
  return fold(project.name).includes(wanted) || fold(project.projectNumber ?? '').includes(wanted);
}

const byName = (a: ListedProject, b: ListedProject) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

const ORDER: Readonly<Record<ProjectSort, (a: ListedProject, b: ListedProject) => number>> = {
  total_contract_value: (a, b) => b.totalContractValue - a.totalContractValue || byName(a, b),
  name: byName,
  created: (a, b) => b.createdAt - a.createdAt || byName(a, b),
};

/** Pinned first, then the chosen order. Returns a new array. */
export function sortProjects<T extends ListedProject>(projects: readonly T[], sort: ProjectSort): T[] {
  return [...projects].sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || ORDER[sort](a, b));
}

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
