import 'server-only';
import { Prisma } from '@/lib/db/generated/client';
import { db, selectRows } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { visibleProjectSql } from '../permissions/visible-to-caller';
import { COUNTERPARTY_SQL } from '../parties/counterparty';

export interface DashboardContract {
  id: string;
  name: string;
  contract_number: string | null;
  side: 'claim' | 'cert';
  status: string;
  counterparty: string | null;
  total_contract_value: number;
}

export interface DashboardProject {
  id: string;
  name: string;
  project_number: string | null;
  status: string;
  contracts: DashboardContract[];
}

/**
 * The account's projects with the contracts placed in them, each with its value, in one statement.
 * Users whose account role does not grant project view (role `none`) see only the projects they are
 * members of (visible-to-caller.ts). Contract value = top-level base items + approved top-level
 * variations (parents already hold the sum of their children).
 */
export async function listActiveProjects(actor: Actor): Promise<DashboardProject[]> {
  return selectRows<DashboardProject>(
    db(),
    Prisma.sql`
      SELECT p.id, p.name, p.project_number, p.status,
             coalesce((SELECT json_agg(json_build_object(
                                'id', c.id, 'name', c.name, 'contract_number', c.contract_number, 'side', pl.side,
                                'status', c.status,
                                'counterparty', ${COUNTERPARTY_SQL},
                                'total_contract_value',
                                (SELECT coalesce(sum(li.total), 0)::bigint FROM line_items li
                                  WHERE li.contract_id = c.id AND li.parent_id IS NULL
                                    AND (li.kind = 'base' OR (li.kind = 'variation' AND li.approval_status = 'approved'))))
                              ORDER BY pl.created_at)
                         FROM contract_placements pl
                         JOIN contracts c ON c.id = pl.contract_id
                        WHERE pl.project_id = p.id AND pl.account_id = ${actor.accountId}::uuid), '[]') AS contracts
        FROM projects p
       WHERE p.account_id = ${actor.accountId}::uuid AND p.status <> 'archived' AND ${visibleProjectSql(actor)}
       ORDER BY p.is_pinned DESC, p.created_at DESC`,
  );
}
