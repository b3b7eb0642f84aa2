import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { visibleProjects } from '../permissions/visible-to-caller';

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
 * The account's projects with the contracts placed in them. Users whose account role does not
 * grant project view (role `none`) see only the projects they are members of (visible-to-caller.ts).
 */
export async function listActiveProjects(actor: Actor): Promise<DashboardProject[]> {
  const projects = await db().project.findMany({
    where: {
      ...visibleProjects(actor),
      accountId: actor.accountId,
      status: { not: 'archived' },
    },
    orderBy: [{ isPinned: 'desc' }, { createdAt: 'desc' }],
    select: {
      id: true,
      name: true,
      projectNumber: true,
      status: true,
      placements: {
        where: { accountId: actor.accountId },
        orderBy: { createdAt: 'asc' },
        select: {
          side: true,
          contract: {
            select: {
              id: true,
              name: true,
              contractNumber: true,
              status: true,
              payerCompany: { select: { name: true } },
              payeeCompany: { select: { name: true } },
              payerAccount: { select: { name: true } },
              payeeAccount: { select: { name: true } },
            },
          },
        },
      },
    },
  });
  const contractIds = projects.flatMap((p) => p.placements.map((pl) => pl.contract.id));
  const values = await contractValues(contractIds);
  return projects.map((p) => ({
    id: p.id,
    name: p.name,
    project_number: p.projectNumber,
    status: p.status,
    contracts: p.placements.map(({ side, contract: c }) => ({
      id: c.id,
      name: c.name,
      contract_number: c.contractNumber,
      side,
      status: c.status,
      // The other party: the payer when we claim, the payee when we certify.
      counterparty:
        side === 'claim'
          ? (c.payerAccount?.name ?? c.payerCompany?.name ?? null)
          : (c.payeeAccount?.name ?? c.payeeCompany?.name ?? null),
      total_contract_value: values.get(c.id) ?? 0,
    })),
  }));
}

/**
 * Contract value = top-level base items + approved top-level variations, summed in SQL in one
 * query for all contracts (parents already hold the sum of their children).
 */
async function contractValues(contractIds: string[]): Promise<Map<string, number>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db().lineItem.groupBy({
    by: ['contractId'],
    where: {
      contractId: { in: contractIds },
      parentId: null,
      OR: [{ kind: 'base' }, { kind: 'variation', approvalStatus: 'approved' }],
    },
    _sum: { total: true },
  });
  return new Map(rows.map((r) => [r.contractId, Number(r._sum.total ?? 0n)]));
}
