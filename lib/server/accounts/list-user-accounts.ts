import 'server-only';
import { db } from '@/lib/db/client';
import type { AccountRole } from '@/lib/db/generated/enums';

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

/** The accounts a user may act in: active memberships of active accounts, oldest first. */
export async function listUserAccounts(userId: string): Promise<UserAccount[]> {
  const memberships = await db().membership.findMany({
    where: { userId, status: 'active', account: { isActive: true } },
    // Seeded or bulk-created memberships share a timestamp: the stronger role then comes first.
    orderBy: [{ createdAt: 'asc' }, { role: 'asc' }],
    select: {
      role: true,
      account: {
        select: {
          id: true,
          name: true,
          country: true,
          currency: true,
          timeZone: true,
          isHelpDeskMode: true,
          subscription: { select: { status: true, trialEndsAt: true } },
        },
      },
    },
  });
  const ids = memberships.map((m) => m.account.id);
  const sides = await db().contractPlacement.groupBy({
    by: ['accountId', 'side'],
    where: { accountId: { in: ids } },
    _count: { _all: true },
  });
  const count = (accountId: string, side: 'claim' | 'cert') =>
    sides.find((s) => s.accountId === accountId && s.side === side)?._count._all ?? 0;
  return memberships.map(({ role, account }) => ({
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
