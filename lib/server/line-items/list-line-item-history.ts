import 'server-only';
import { db } from '@/lib/db/client';
import type { History, Prisma } from '@/lib/db/generated/client';
import {
  actionLabel,
  describeLineItemChange,
  KIND_LABELS,
  LINE_ITEM_ACTION_PREFIX,
  type LineItemHistoryDetails,
} from '@/lib/domain/line-item-history';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import type { ContractScope } from './write-schedule';

export interface LineItemHistoryEntry {
  id: string;
  created_at: string;
  action: string;
  action_label: string;
  user: string | null;
  acting_as_support: boolean;
  section: string;
  ref: string | null;
  description: string | null;
  change: string;
}

/**
 * The contract's line-item changes made by the caller's own account (history rows belong to the
 * account that acted; the other party keeps its own), newest first.
 */
async function readHistory(
  actor: Actor,
  scope: ContractScope,
  page: { skip: number; take: number },
  money?: (cents: number) => string,
) {
  const { contract } = await loadContract(actor, scope.contractId, { projectId: scope.projectId });
  const where: Prisma.HistoryWhereInput = {
    accountId: actor.accountId,
    contractId: contract.id,
    action: { startsWith: LINE_ITEM_ACTION_PREFIX },
  };
  const [rows, total, account] = await Promise.all([
    db().history.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
    db().history.count({ where }),
    db().account.findUniqueOrThrow({
      where: { id: actor.accountId },
      select: { currency: true, timeZone: true },
    }),
  ]);
  const userIds = [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))];
  const users = userIds.length
    ? await db().user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } })
    : [];
  const names = new Map(users.map((u) => [u.id, u.name]));
  const amounts = money ?? account.currency;
  return { entries: rows.map((r) => entry(r, names, amounts)), total, account, contract };
}

function entry(
  row: History,
  names: ReadonlyMap<string, string>,
  money: string | ((cents: number) => string),
): LineItemHistoryEntry {
  const details = (row.details ?? {}) as unknown as LineItemHistoryDetails;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action,
    action_label: actionLabel(row.action),
    user: row.actorUserId ? (names.get(row.actorUserId) ?? null) : null,
    acting_as_support: row.actingAsSupport,
    section: KIND_LABELS[details.kind] ?? '',
    ref: details.ref ?? null,
    description: details.description ?? null,
    change: describeLineItemChange(row.action, details, money),
  };
}

/** GET …/lineitem/history?page&limit */
export async function listLineItemHistory(
  actor: Actor,
  scope: ContractScope,
  query: { page: number; limit: number },
) {
  const { entries, total } = await readHistory(actor, scope, {
    skip: (query.page - 1) * query.limit,
    take: query.limit,
  });
  return { history: entries, page: query.page, limit: query.limit, total };
}

/** A bound on one export; a schedule's history is far shorter. */
const MAX_EXPORT_ROWS = 100_000;

/**
 * Every entry, for the CSV export: amounts as `money` writes them, and the contract (its time zone
 * dates the rows, its number names the file).
 */
export async function readAllLineItemHistory(
  actor: Actor,
  scope: ContractScope,
  money: (cents: number) => string,
) {
  const { entries, contract } = await readHistory(actor, scope, { skip: 0, take: MAX_EXPORT_ROWS }, money);
  return { entries, contract };
}
