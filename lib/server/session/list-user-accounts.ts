import 'server-only';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import type { AccountRole } from '@/lib/db/generated/enums';
import { isUuid } from '@/lib/schemas/common';
import { OPEN_TO_HELP_DESK } from './help-desk-access';

export interface UserAccount {
  accountId: string;
  accountName: string;
  role: AccountRole;
  country: string;
  currency: string;
  timeZone: string;
  isHelpDeskMode: boolean;
  subscription: { status: string; trialEndsAt: Date | null } | null;
  /** Which side of its contracts the account mostly takes (spec §1 organisation type). */
  type: 'claiming' | 'certifying';
}

const ACCOUNT_FIELDS = {
  id: true,
  name: true,
  country: true,
  currency: true,
  timeZone: true,
  isHelpDeskMode: true,
  subscription: { select: { status: true, trialEndsAt: true } },
} as const satisfies Prisma.AccountSelect;

type AccountRow = {
  role: AccountRole;
  account: Prisma.AccountGetPayload<{ select: typeof ACCOUNT_FIELDS }>;
};

/** The accounts a user may act in: active memberships of active accounts, oldest first. */
export async function listUserAccounts(userId: string): Promise<UserAccount[]> {
  const memberships = await db().membership.findMany({
    where: { userId, status: 'active', account: { isActive: true } },
    // Seeded or bulk-created memberships share a timestamp: the stronger role then comes first.
    orderBy: [{ createdAt: 'asc' }, { role: 'asc' }],
    select: { role: true, account: { select: ACCOUNT_FIELDS } },
  });
  return toUserAccounts(memberships);
}

/**
 * The account a support-staff user asked for, seen with the helpdesk role, while it is open to
 * the help desk; null for anyone else or any other account.
 */
export async function readHelpDeskAccount(userId: string, accountId: string): Promise<UserAccount | null> {
  if (!isUuid(accountId) || !isUuid(userId)) return null;
  const user = await db().user.findUnique({ where: { id: userId }, select: { isSupportStaff: true } });
  if (!user?.isSupportStaff) return null;
  const account = await db().account.findFirst({
    where: { id: accountId, ...OPEN_TO_HELP_DESK },
    select: ACCOUNT_FIELDS,
  });
  if (!account) return null;
  const [helpDesk] = await toUserAccounts([{ role: 'helpdesk', account }]);
  return helpDesk ?? null;
}

async function toUserAccounts(rows: AccountRow[]): Promise<UserAccount[]> {
  const ids = rows.map((r) => r.account.id);
  const sides = await db().contractPlacement.groupBy({
    by: ['accountId', 'side'],
    where: { accountId: { in: ids } },
    _count: { _all: true },
  });
  const count = (accountId: string, side: 'claim' | 'cert') =>
    sides.find((s) => s.accountId === accountId && s.side === side)?._count._all ?? 0;
  return rows.map(({ role, account }) => ({
    accountId: account.id,
    accountName: account.name,
    role,
    country: account.country,
    currency: account.currency,
    timeZone: account.timeZone,
    isHelpDeskMode: account.isHelpDeskMode,
    subscription: account.subscription,
    type: count(account.id, 'cert') > count(account.id, 'claim') ? 'certifying' : 'claiming',
  }));
}

/**
 * The account to show: the requested one when the user may act in it, else the first of theirs
 * (spec §2: "The stored account is used if valid; otherwise one is chosen from the profile's list").
 */
export function chooseAccount(
  accounts: UserAccount[],
  requested: string | null | undefined,
): UserAccount | null {
  return accounts.find((a) => a.accountId === requested) ?? accounts[0] ?? null;
}

/**
 * The user's accounts and the one a page or the profile works in: chooseAccount's answer, except
 * that support staff asking for an account open to the help desk get that account (with the
 * helpdesk role) ahead of their own. `current` is null when there is nothing they may open.
 */
export async function chooseSessionAccount(
  userId: string,
  requested: string | null | undefined,
): Promise<{ accounts: UserAccount[]; current: UserAccount | null }> {
  const accounts = await listUserAccounts(userId);
  const isOwn = accounts.some((a) => a.accountId === requested);
  const helpDesk = requested && !isOwn ? await readHelpDeskAccount(userId, requested) : null;
  return { accounts, current: helpDesk ?? chooseAccount(accounts, requested) };
}
