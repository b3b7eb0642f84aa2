import 'server-only';
import { db } from '@/lib/db/client';
import type { AccountRole } from '@/lib/db/generated/enums';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { assertSessionCaller } from './assert-session-caller';

export const API_TOKEN_SELECT = {
  id: true,
  name: true,
  role: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
  user: { select: { id: true, name: true, email: true } },
} as const;

type Row = {
  id: string;
  name: string;
  role: AccountRole;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  user: { id: string; name: string; email: string };
};

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

export interface ApiTokenSummary {
  id: string;
  name: string;
  role: AccountRole;
  /** The secret's first characters, e.g. "cc_AbC12x": enough to recognise it, not to use it. */
  prefix: string;
  status: ApiTokenStatus;
  created_by: { user_id: string; name: string; email: string };
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

export function toApiTokenSummary(row: Row, now: Date): ApiTokenSummary {
  const status: ApiTokenStatus = row.revokedAt
    ? 'revoked'
    : row.expiresAt && row.expiresAt <= now
      ? 'expired'
      : 'active';
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    status,
    created_by: { user_id: row.user.id, name: row.user.name, email: row.user.email },
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Every token of the account, newest first: owners and admins see and manage them all. */
export async function listApiTokens(actor: Actor, now = new Date()): Promise<{ tokens: ApiTokenSummary[] }> {
  assertSessionCaller(actor);
  await assertCan(actor, 'account', 'edit');
  const rows = await db().apiToken.findMany({
    where: { accountId: actor.accountId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: API_TOKEN_SELECT,
  });
  return { tokens: rows.map((row) => toApiTokenSummary(row, now)) };
}
