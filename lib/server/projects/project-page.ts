import 'server-only';
// Which projects a page of the projects list shows (spec §2; issue 33: the list pages with a cursor),
// chosen in SQL so that a page is the right page whatever the account holds: the filter, the search
// and the order over every project the caller sees, then the rows after the cursor. The figures of
// the rows shown are read for those rows only (project-rows.ts); only the order by total contract
// value sums every listed project's contracts, as it must to know which come first.
import { Prisma } from '@/lib/db/generated/client';
import { selectRows } from '@/lib/db/client';
import { db } from '@/lib/db/client';
import { can } from '@/lib/domain/permissions';
import type { ProjectFilter, ProjectSort } from '@/lib/domain/project-filters';
import type { ProjectStatus } from '@/lib/domain/project-status';
import type { ProjectCursor, TProjectListQuery } from '@/lib/schemas/projects';
import type { Actor } from '../session/resolve-actor';
import { contractValueSql } from './project-contract-figures';

export interface PagedProject {
  id: string;
  name: string;
  is_pinned: boolean;
  created_at: Date;
  value: bigint;
}

/**
 * Text as the search compares it: decomposed, without its combining accents (the Latin, Greek and
 * Cyrillic marks, and their extensions), in lower case; the same on both sides of the comparison.
 */
const folded = (text: Prisma.Sql) =>
  Prisma.sql`lower(regexp_replace(normalize(${text}, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'))`;

const FILTERS: Readonly<Record<ProjectFilter, Prisma.Sql>> = {
  active: Prisma.sql`status <> 'archived'`,
  all: Prisma.sql`true`,
  empty_or_active: Prisma.sql`(contracts = 0 OR status <> 'archived')`,
  with_contracts: Prisma.sql`contracts > 0`,
};

/** Names in the order people read them: case and accents aside, numbers by value (the migration's collation). */
const NAME = Prisma.sql`name COLLATE project_name_order`;

/** The sort's own value of a listed row, compared with the cursor's (pinned first whatever the sort). */
const PRIMARY: Readonly<Record<ProjectSort, Prisma.Sql | null>> = {
  total_contract_value: Prisma.sql`value`,
  created: Prisma.sql`created_at`,
  name: null,
};

const ORDER: Readonly<Record<ProjectSort, Prisma.Sql>> = {
  total_contract_value: Prisma.sql`is_pinned DESC, value DESC, ${NAME}, id`,
  created: Prisma.sql`is_pinned DESC, created_at DESC, ${NAME}, id`,
  name: Prisma.sql`is_pinned DESC, ${NAME}, id`,
};

/** The rows after the cursor's in the list's order. */
function afterCursor(cursor: ProjectCursor | undefined): Prisma.Sql {
  if (!cursor) return Prisma.sql`true`;
  const [sort, pinned, primary, name, id] = cursor;
  const byName = Prisma.sql`(${NAME} > ${name} OR (${NAME} = ${name} AND id > ${id}::uuid))`;
  const column = PRIMARY[sort];
  const value = sort === 'created' ? Prisma.sql`${primary}::timestamptz` : Prisma.sql`${primary}::bigint`;
  const within = column ? Prisma.sql`(${column} < ${value} OR (${column} = ${value} AND ${byName}))` : byName;
  return Prisma.sql`(is_pinned < ${pinned} OR (is_pinned = ${pinned} AND ${within}))`;
}

/**
 * The listed projects, as a CTE: the caller's account's projects they may see, each with how many
 * contracts the account placed in it and, when the order needs it, their total contract value
 * (as project-contract-figures.ts sums it), then
 * the filter and the search.
 */
function listedSql(actor: Actor, query: TProjectListQuery): Prisma.Sql {
  const visible = can({ account: actor.role }, 'project', 'view')
    ? Prisma.sql`true`
    : Prisma.sql`EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = ${actor.userId}::uuid)`;
  const search = query.search.trim();
  const matches = search
    ? Prisma.sql`(strpos(${folded(Prisma.sql`p.name`)}, ${folded(Prisma.sql`${search}`)}) > 0
        OR strpos(${folded(Prisma.sql`coalesce(p.project_number, '')`)}, ${folded(Prisma.sql`${search}`)}) > 0)`
    : Prisma.sql`true`;
  const ofType = query.type
    ? Prisma.sql`EXISTS (SELECT 1 FROM contract_placements t
        WHERE t.project_id = p.id AND t.account_id = p.account_id AND t.side = ${query.type}::"ContractSide")`
    : Prisma.sql`true`;
  const value =
    query.sort === 'total_contract_value' ? contractValueSql(Prisma.raw('pl.contract_id')) : Prisma.sql`0`;
  return Prisma.sql`
    WITH counted AS (
      SELECT p.id, p.name, p.status, p.is_pinned, p.created_at,
             count(pl.id)::int AS contracts, COALESCE(SUM(${value}), 0)::bigint AS value
        FROM projects p
        LEFT JOIN contract_placements pl ON pl.project_id = p.id AND pl.account_id = p.account_id
       WHERE p.account_id = ${actor.accountId}::uuid AND ${visible} AND ${matches} AND ${ofType}
       GROUP BY p.id
    ), listed AS (SELECT * FROM counted WHERE ${FILTERS[query.filter]})`;
}

/**
 * A page of the list (one more row than the page, to know whether another follows) and how many
 * projects of each status it lists: two statements, side by side.
 */
export async function projectPage(actor: Actor, query: TProjectListQuery) {
  const listed = listedSql(actor, query);
  const [rows, counts] = await Promise.all([
    selectRows<PagedProject>(
      db(),
      Prisma.sql`${listed}
        SELECT id, name, is_pinned, created_at, value FROM listed
         WHERE ${afterCursor(query.cursor)}
         ORDER BY ${ORDER[query.sort]}
         LIMIT ${query.limit + 1}`,
    ),
    selectRows<{ status: ProjectStatus; n: number }>(
      db(),
      Prisma.sql`${listed} SELECT status, count(*)::int AS n FROM listed GROUP BY status`,
    ),
  ]);
  return { rows, counts };
}

/** The key of a row in the list's order, as the cursor after it holds it. */
export function projectCursorKey(sort: ProjectSort, row: PagedProject): ProjectCursor {
  const primary =
    sort === 'total_contract_value'
      ? Number(row.value)
      : sort === 'created'
        ? row.created_at.toISOString()
        : row.name;
  return [sort, row.is_pinned, primary, row.name, row.id];
}
