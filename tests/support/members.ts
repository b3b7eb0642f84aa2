// Builders for account users: rows written directly, for tests about what other users may do.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import type { AccountRole, MembershipStatus } from '@/lib/db/generated/enums';

export const MEMBER_PASSWORD = 'correct horse battery';

/** A user in the account with this role; `password: false` makes one who was invited but never set one. */
export async function addMember(
  accountId: string,
  role: AccountRole,
  options: { status?: MembershipStatus; password?: boolean; name?: string } = {},
) {
  const email = `${role}-${randomUUID()}@test.example`;
  const user = await db().user.create({
    data: {
      email,
      name: options.name ?? `${role} user`,
      passwordHash: options.password === false ? null : await hashPassword(MEMBER_PASSWORD),
    },
  });
  await db().membership.create({
    data: { accountId, userId: user.id, role, status: options.status ?? 'active' },
  });
  return { userId: user.id, email };
}

/** The account's owners: the invariant every owner test checks is that there is exactly one. */
export async function ownersOf(accountId: string): Promise<string[]> {
  const rows = await db().membership.findMany({
    where: { accountId, role: 'owner', status: 'active' },
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}
