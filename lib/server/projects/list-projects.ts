import 'server-only';
import { can } from '@/lib/domain/permissions';
import { matchesFilter, matchesSearch, sortProjects } from '@/lib/domain/project-filters';
import type { ProjectStatus } from '@/lib/domain/project-status';
import { projectImageApi } from '@/lib/paths/api-paths';
import type { TProjectListQuery } from '@/lib/schemas/projects';
import type { Actor } from '../session/resolve-actor';
import { sharedByViewers } from '../permissions/shared-by-viewers';
import { visibleProjects } from '../permissions/visible-to-caller';
import { accountToday, loadProjectRows, type ProjectRow } from './project-rows';

export interface ProjectListItem {
  id: string;
  name: string;
  project_number: string | null;
  status: ProjectStatus;
  is_pinned: boolean;
  created_at: string;
  claim_contract_count: number;
  cert_contract_count: number;
  total_contract_value: number;
  claimed_to_date_value: number;
  cert_to_date_value: number;
  is_due: boolean;
  /** Where its picture is served, or null when it has none. */
  image_url: string | null;
}

export interface ProjectList {
  projects: ProjectListItem[];
  /** Due projects among all the caller may see (the Projects tab badge), whatever the filter. */
  due_count: number;
  /** The caller may create projects (the UI shows the "New project" button). */
  can_create: boolean;
}

async function visibleRows(actor: Actor): Promise<ProjectRow[]> {
  return loadProjectRows(actor.accountId, visibleProjects(actor), await accountToday(actor.accountId));
}

/** The project list (spec §2): search, one filter, sort, pinned first. Three queries in all. */
export async function listProjects(actor: Actor, query: TProjectListQuery): Promise<ProjectList> {
  const rows = await visibleRows(actor);
  const listed = rows
    .map((row) => ({
      row,
      name: row.name,
      projectNumber: row.projectNumber,
      status: row.status,
      isPinned: row.isPinned,
      createdAt: row.createdAt.getTime(),
      contractCount: row.contracts.length,
      totalContractValue: row.totals.total_contract_value,
    }))
    .filter(
      (p) =>
        matchesFilter(p, query.filter) &&
        matchesSearch(p, query.search) &&
        (!query.type || p.row.contracts.some((c) => c.side === query.type)),
    );
  return {
    projects: sortProjects(listed, query.sort).map(({ row }) => ({
      id: row.id,
      name: row.name,
      project_number: row.projectNumber,
      status: row.status,
      is_pinned: row.isPinned,
      created_at: row.createdAt.toISOString(),
      claim_contract_count: row.contracts.filter((c) => c.side === 'claim').length,
      cert_contract_count: row.contracts.filter((c) => c.side === 'cert').length,
      ...row.totals,
      is_due: row.isDue,
      image_url: row.image && projectImageApi(actor.accountId, row.id, row.image.updatedAt.getTime()),
    })),
    due_count: rows.filter((r) => r.isDue).length,
    can_create: can({ account: actor.role }, 'project', 'create'),
  };
}

/** The Projects tab badge (spec §2): how many of the caller's projects are due (see project-due.ts). */
export async function countDueProjects(actor: Actor): Promise<number> {
  // Every page's header asks it, and every viewer who sees the same projects gets the same count:
  // one read of the rows shared by them (shared-by-viewers.ts).
  return sharedByViewers(
    actor,
    'due projects',
    async () => (await visibleRows(actor)).filter((r) => r.isDue).length,
  );
}
