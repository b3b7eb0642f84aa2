import 'server-only';
// The account's saved certificate reasons (lib/domain/saved-reasons.ts): listed for every member,
// kept and removed by those who make certificates. One wording is one row (saved_reasons' unique
// key on the folded text's hash), so saving it twice, even at once, answers the same reason.
import { createHash } from 'node:crypto';
import { db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { AppError } from '@/lib/errors/app-error';
import { can, type RoleSet } from '@/lib/domain/permissions';
import { compareReasons, foldReason, SAVED_REASONS_LIMIT } from '@/lib/domain/saved-reasons';
import type { SavedReasonView, TSavedReasonInput } from '@/lib/schemas/saved-reasons';
import type { Actor } from '../session/resolve-actor';

const SELECT = { id: true, text: true, createdAt: true } as const;

const view = (row: { id: string; text: string; createdAt: Date }): SavedReasonView => ({
  id: row.id,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

const keyOf = (text: string) => createHash('sha256').update(foldReason(text)).digest('hex');

/** GET …/reasons and read_account_cert_reason: the account's reasons, in alphabetical order. */
export async function listSavedReasons(actor: Actor): Promise<{ reasons: SavedReasonView[] }> {
  const rows = await db().savedReason.findMany({ where: { accountId: actor.accountId }, select: SELECT });
  return { reasons: rows.sort(compareReasons).map(view) };
}

/**
 * Whether the caller makes certificates anywhere in the account: by their account role, or as an
 * admin of one of its projects or contracts (the reasons are theirs to keep). A read-only API
 * token is refused before this by the route wrapper.
 */
async function makesCertificates(actor: Actor): Promise<boolean> {
  if (can({ account: actor.role }, 'contract', 'claim_or_cert')) return true;
  const where = { accountId: actor.accountId, userId: actor.userId };
  const [projects, contracts] = await Promise.all([
    db().projectMember.findMany({ where, select: { role: true }, distinct: ['role'] }),
    db().contractMember.findMany({ where, select: { role: true }, distinct: ['role'] }),
  ]);
  const roles: RoleSet[] = [
    ...projects.map((p) => ({ account: actor.role, project: p.role, contract: null })),
    ...contracts.map((c) => ({ account: actor.role, project: null, contract: c.role })),
  ];
  return roles.some((r) => can(r, 'contract', 'claim_or_cert'));
}

async function assertMakesCertificates(actor: Actor): Promise<void> {
  if (!(await makesCertificates(actor))) throw new AppError('forbidden');
}

/** POST …/reasons: keeps a reason (201), or answers the one kept with the same wording (200). */
export async function saveReason(
  actor: Actor,
  input: TSavedReasonInput,
): Promise<{ reason: SavedReasonView; created: boolean }> {
  await assertMakesCertificates(actor);
  const textKey = keyOf(input.text);
  const existing = () =>
    db().savedReason.findUnique({
      where: { accountId_textKey: { accountId: actor.accountId, textKey } },
      select: SELECT,
    });
  const kept = await existing();
  if (kept) return { reason: view(kept), created: false };
  const count = await db().savedReason.count({ where: { accountId: actor.accountId } });
  if (count >= SAVED_REASONS_LIMIT) {
    throw new AppError('invalid', [
      {
        field: 'text',
        message: `An account keeps up to ${SAVED_REASONS_LIMIT} saved reasons: delete one you no longer use first`,
      },
    ]);
  }
  try {
    const row = await db().savedReason.create({
      data: { accountId: actor.accountId, text: input.text, textKey, createdById: actor.userId },
      select: SELECT,
    });
    return { reason: view(row), created: true };
  } catch (error) {
    // Saved by someone else between the read and the insert: theirs is the one kept.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const row = await existing();
      if (row) return { reason: view(row), created: false };
    }
    throw error;
  }
}

/** DELETE …/reasons/{id}: removes one of the account's reasons; another account's id is not found. */
export async function deleteSavedReason(actor: Actor, id: string): Promise<{ id: string }> {
  await assertMakesCertificates(actor);
  const { count } = await db().savedReason.deleteMany({ where: { id, accountId: actor.accountId } });
  if (count === 0) throw new AppError('not_found');
  return { id };
}
