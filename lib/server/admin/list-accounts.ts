import 'server-only';
import { db } from '@/lib/db/client';
import { requirePlatformAdmin } from './require-platform-admin';

export const ADMIN_ACCOUNTS_PAGE_SIZE = 50;
/** Enough names to recognise an account at a glance; the users endpoint lists them all. */
const NAMES_LISTED = 10;

export interface AdminAccountRow {
  id: string;
  name: string;
  country: string;
  created_at: Date;
  is_active: boolean;
  is_help_desk_mode: boolean;
  owner: { name: string; email: string } | null;
  /** Active members: how many, and the first names (owner first). */
  users: { count: number; names: string[] };
}

export interface AdminAccountsPage {
  accounts: AdminAccountRow[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /api/admin/accounts and the /admin/accounts page: every account, newest first. */
export async function listAccountsForAdmin(userId: string, page: number): Promise<AdminAccountsPage> {
  await requirePlatformAdmin(userId);
  const active = { status: 'active' } as const;
  const [total, rows] = await Promise.all([
    db().account.count(),
    db().account.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      skip: (page - 1) * ADMIN_ACCOUNTS_PAGE_SIZE,
      take: ADMIN_ACCOUNTS_PAGE_SIZE,
      select: {
        id: true,
        name: true,
        country: true,
        createdAt: true,
        isActive: true,
        isHelpDeskMode: true,
        _count: { select: { memberships: { where: active } } },
        memberships: {
          where: active,
          // Roles sort in their declared order, so the single owner comes first.
          orderBy: [{ role: 'asc' }, { createdAt: 'asc' }],
          take: NAMES_LISTED,
          select: { role: true, user: { select: { name: true, email: true } } },
        },
      },
    }),
  ]);
  return {
    total,
    page,
    page_size: ADMIN_ACCOUNTS_PAGE_SIZE,
    accounts: rows.map((a) => ({
      id: a.id,
      name: a.name,
      country: a.country,
      created_at: a.createdAt,
      is_active: a.isActive,
      is_help_desk_mode: a.isHelpDeskMode,
      owner: a.memberships.find((m) => m.role === 'owner')?.user ?? null,
      users: { count: a._count.memberships, names: a.memberships.map((m) => m.user.name) },
    })),
  };
}
