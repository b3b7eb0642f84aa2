import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TContractMembers } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { listContractMembers } from './list-contract-members';
import { loadContract } from './load-contract';

/**
 * POST …/members (spec §7): replaces the caller's account's member list of the contract in one
 * transaction. Members must be active users of the caller's account; the other party's members are
 * not touched.
 */
export async function saveContractMembers(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  input: TContractMembers,
) {
  const { contract, projectId } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'access',
  });
  const userIds = input.members.map((m) => m.user_id);
  await db().$transaction(async (tx) => {
    const [ours, theirs] = await Promise.all([
      tx.membership.count({
        where: { accountId: actor.accountId, status: 'active', userId: { in: userIds } },
      }),
      tx.contractMember.count({
        where: { contractId: contract.id, accountId: { not: actor.accountId }, userId: { in: userIds } },
      }),
    ]);
    if (ours !== userIds.length) {
      throw new AppError('invalid', [
        { field: 'members', message: 'Choose members from the users of your account' },
      ]);
    }
    if (theirs > 0) {
      throw new AppError('conflict', 'One of these people is already a member for the other party.');
    }
    await tx.contractMember.deleteMany({ where: { contractId: contract.id, accountId: actor.accountId } });
    await tx.contractMember.createMany({
      data: input.members.map((m) => ({
        accountId: actor.accountId,
        contractId: contract.id,
        userId: m.user_id,
        role: m.role,
        isKeyContact: m.is_key_contact,
      })),
    });
    await recordHistory(
      tx,
      actor,
      'contract.members_updated',
      { projectId, contractId: contract.id },
      {
        members: input.members.length,
      },
    );
  });
  return listContractMembers(actor, ids);
}
