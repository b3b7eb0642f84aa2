import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from './load-contract';

/**
 * GET …/members (spec §3 Member): the caller's account's members of the contract, and the account's
 * active users they are chosen from. The other party's members are its own business.
 */
export async function listContractMembers(actor: Actor, ids: { projectId: string; contractId: string }) {
  const { contract } = await loadContract(actor, ids.contractId, { projectId: ids.projectId });
  const [members, users] = await Promise.all([
    db().contractMember.findMany({
      where: { contractId: contract.id, accountId: actor.accountId },
      orderBy: { user: { name: 'asc' } },
      select: { userId: true, role: true, isKeyContact: true, user: { select: { name: true, email: true } } },
    }),
    db().membership.findMany({
      where: { accountId: actor.accountId, status: 'active' },
      orderBy: { user: { name: 'asc' } },
      select: { userId: true, role: true, user: { select: { name: true, email: true } } },
    }),
  ]);
  return {
    members: members.map((m) => ({
      user_id: m.userId,
      name: m.user.name,
      email: m.user.email,
      role: m.role,
      is_key_contact: m.isKeyContact,
    })),
    users: users.map((u) => ({
      user_id: u.userId,
      name: u.user.name,
      email: u.user.email,
      account_role: u.role,
    })),
  };
}
