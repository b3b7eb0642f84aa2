import 'server-only';
import type { AccountRole, MembershipStatus } from '@/lib/db/generated/enums';
import { db, selectRows } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { isUuid } from '@/lib/schemas/common';
import { OPEN_TO_HELP_DESK } from './help-desk-access';

/** Who is acting, in which account, with which account role. Every service takes one. */
export interface Actor {
  userId: string;
  accountId: string;
  role: AccountRole;
  /** Platform support staff acting through help desk mode: recorded as such in history. */
  actingAsSupport: boolean;
  /**
   * Set when the request came with a personal API token instead of a session: which token, and
   * whether it only reads (its project and contract roles are then read-only too; see rolesFor).
   */
  apiToken?: { id: string; readOnly: boolean };
}

/**
 * The caller's standing in an account, or null when they have none. Fails closed: an inactive
 * membership, an inactive account or a malformed id all give null.
 */
export async function resolveActor(userId: string, accountId: string): Promise<Actor | null> {
  if (!isUuid(accountId) || !isUuid(userId)) return null;
  // One statement for the membership, its account and the user (Prisma's selects sent three),
  // straight to the pool: every /api call of an account sends it, and Prisma's handling of a raw
  // statement cost as much as its round trip.
  const [row] = await selectRows<{
    role: AccountRole | null;
    status: MembershipStatus | null;
    isActive: boolean | null;
    isSupportStaff: boolean;
  }>(
    db(),
    Prisma.sql`
    SELECT m.role::text AS role, m.status::text AS status, a.is_active AS "isActive",
           u.is_support_staff AS "isSupportStaff"
    FROM users u
    LEFT JOIN memberships m ON m.user_id = u.id AND m.account_id = ${accountId}::uuid
    LEFT JOIN accounts a ON a.id = m.account_id
    WHERE u.id = ${userId}::uuid`,
  );
  const membership =
    row?.role && row.status
      ? { role: row.role, status: row.status, account: { isActive: row.isActive! } }
      : null;
  const user = row ? { isSupportStaff: row.isSupportStaff } : null;
  if (membership?.status === 'active' && membership.account.isActive) {
    return { userId, accountId, role: membership.role, actingAsSupport: false };
  }
  if (user?.isSupportStaff) {
    const account = await db().account.findFirst({
      where: { id: accountId, ...OPEN_TO_HELP_DESK },
      select: { id: true },
    });
    if (account) return { userId, accountId, role: 'helpdesk', actingAsSupport: true };
  }
  return null;
}
