import 'server-only';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { daysUntil, overdueType, type OverdueType } from '@/lib/domain/overdue';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { TContractFilter } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { visiblePlacements } from '../permissions/visible-to-caller';
import { nextScheduleDue } from '../deadlines/next-schedule-due';
import { counterpartyName } from '../parties/counterparty';

const NOT_ARCHIVED: Prisma.ContractWhereInput = { status: { not: 'archived' } };
const STATUS_FILTER: Partial<Record<TContractFilter, Prisma.ContractWhereInput>> = {
  active: { status: { in: ['started', 'reopened'] } },
  archived: { status: 'archived' },
};
const DUE_FILTER: Partial<Record<TContractFilter, OverdueType>> = {
  overdue: 'over_due',
  due_in_3_days: 'due_in_3_days',
  due_in_7_days: 'due_in_7_days',
};

/**
 * GET /api/contract/account/{acc}/contracts?filter&project_id (spec §2 contract filters).
 * - no filter: every contract that is not archived; active: started or reopened (claims can be
 *   made); archived: archived.
 * - overdue, due_in_3_days, due_in_7_days: contracts whose oldest issued claim still waiting for its
 *   certificate has its payment-schedule deadline (the deadline engine, next-schedule-due.ts) in
 *   that bucket (lib/domain/overdue.ts), counted in calendar
 *   days from today in the account's time zone. These filters are about certificates, so the
 *   30-unclaimed-days flag (a dashboard reminder to claim) does not take a contract out of them.
 * Users without account-wide contract view see the contracts of their projects and contracts only
 * (visible-to-caller.ts).
 */
export async function listContracts(actor: Actor, query: { filter?: TContractFilter; project_id?: string }) {
  const dueType = query.filter ? DUE_FILTER[query.filter] : undefined;
  const placements = await db().contractPlacement.findMany({
    where: {
      ...visiblePlacements(actor),
      ...(query.project_id ? { projectId: query.project_id } : {}),
      contract: (query.filter && STATUS_FILTER[query.filter]) || NOT_ARCHIVED,
    },
    orderBy: [{ project: { name: 'asc' } }, { createdAt: 'asc' }],
    select: {
      side: true,
      project: { select: { id: true, name: true } },
      contract: {
        select: {
          id: true,
          name: true,
          contractNumber: true,
          status: true,
          payerAccount: { select: { name: true } },
          payeeAccount: { select: { name: true } },
          payerCompany: { select: { name: true } },
          payeeCompany: { select: { name: true } },
        },
      },
    },
  });
  const [account, certDue] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { timeZone: true } }),
    nextScheduleDue(placements.map((p) => p.contract.id)),
  ]);
  const today = dayIn(new Date(), account.timeZone);
  const rows = placements.map(({ side, project, contract: c }) => {
    const due = certDue.get(c.id) ?? null;
    const certDueNum = due ? daysUntil(today, due) : null;
    return {
      id: c.id,
      name: c.name,
      contract_number: c.contractNumber,
      side,
      status: c.status,
      project,
      counterparty: counterpartyName(side, c),
      cert_due_date: due,
      cert_due_num: certDueNum,
      overdue_type: overdueType({ certDueNum, unclaimedDays: null }),
    };
  });
  return { contracts: dueType ? rows.filter((r) => r.overdue_type === dueType) : rows };
}
