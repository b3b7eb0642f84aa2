import 'server-only';
import { pageOf } from '@/lib/domain/page-cursor';
import { can } from '@/lib/domain/permissions';
import { PROJECT_STATUSES, type ProjectStatus } from '@/lib/domain/project-status';
import { projectImageApi } from '@/lib/paths/api-paths';
import type { TProjectListQuery } from '@/lib/schemas/projects';
import type { Actor } from '../session/resolve-actor';
import { sharedByViewers } from '../permissions/shared-by-viewers';
import { visibleProjects } from '../permissions/visible-to-caller';
import { accountToday, loadProjectRows, type ProjectRow } from './project-rows';
import { projectCursorKey, projectPage } from './project-page';

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
  /** A page of the list (issue 33), in its order. */
  projects: ProjectListItem[];
  /** How many projects the search, filter and type list, over every page. */
  total: number;
  /** How many of them are of each status (the page's lists by state, §2). */
  counts: Record<ProjectStatus, number>;
  /** The next page's ?cursor, or null on the last page. */
  next_cursor: string | null;
  /** Due projects among all the caller may see (the Projects tab badge), whatever the filter. */
  due_count: number;
  /** The caller may create projects (the UI shows the "New project" button). */
  can_create: boolean;
}

/**
 * The project list (spec §2): search, one filter, sort, pinned first, a page at a time (?cursor,
 * ?limit: 50 unless asked), with how many it lists. The page is chosen in SQL (project-page.ts);
 * then only its rows are read with their contracts, figures and due flags (project-rows.ts).
 */
export async function listProjects(actor: Actor, query: TProjectListQuery): Promise<ProjectList> {
  const [{ rows, counts }, today, dueCount] = await Promise.all([
    projectPage(actor, query),
    accountToday(actor.accountId),
    countDueProjects(actor),
  ]);
  const { page, next_cursor } = pageOf(rows, query.limit, (row) => projectCursorKey(query.sort, row));
  const loaded = new Map(
    (await loadProjectRows(actor.accountId, { id: { in: page.map((p) => p.id) } }, today)).map((row) => [
      row.id,
      row,
    ]),
  );
  const byStatus = new Map(counts.map((c) => [c.status, c.n]));
  return {
    // A project deleted between the two reads is left out of its page.
    projects: page.flatMap(({ id }) => {
      const row = loaded.get(id);
      return row ? [listItem(actor, row)] : [];
    }),
    total: counts.reduce((sum, c) => sum + c.n, 0),
    counts: Object.fromEntries(PROJECT_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
      ProjectStatus,
      number
    >,
    next_cursor,
    due_count: dueCount,
    can_create: can({ account: actor.role }, 'project', 'create'),
  };
}

function listItem(actor: Actor, row: ProjectRow): ProjectListItem {
  return {
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
  };
}

/**
 * The Projects tab badge (spec §2): how many of the caller's projects are due (see project-due.ts).
 * An archived project is never due, so only the others are read, with every contract's due inputs.
 */
export async function countDueProjects(actor: Actor): Promise<number> {
  // Every page's header asks it, and the list answers it beside its page: one read of the rows
  // shared by every viewer who sees the same projects (shared-by-viewers.ts).
  return sharedByViewers(actor, 'due projects', async () => {
    const rows = await loadProjectRows(
      actor.accountId,
      { ...visibleProjects(actor), status: { not: 'archived' } },
      await accountToday(actor.accountId),
    );
    return rows.filter((r) => r.isDue).length;
  });
}
