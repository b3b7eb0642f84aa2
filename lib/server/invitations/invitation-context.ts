import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { ContractSide } from '@/lib/db/generated/enums';
import type { ContractInvitationPayload } from '@/emails/contract-invitation';
import type { Actor } from '../session/resolve-actor';
import type { LoadedContract } from '../contracts/load-contract';
import { accountOnSide, otherSide } from './contract-sides';

export const SIDE_TAKEN_MESSAGE = 'The other party has already joined this contract.';

/** Everything an invitation email says about who invites to what, read once per request. */
export interface InvitationContext {
  actor: Actor;
  contractId: string;
  projectId: string;
  inviteeSide: ContractSide;
  timeZone: string;
  email: Omit<ContractInvitationPayload, 'contactName' | 'path' | 'expiresOn'>;
}

/** Refuses (409) when the side the invitee would take is already held by an account. */
export function assertOtherSideOpen(loaded: LoadedContract): ContractSide {
  const inviteeSide = otherSide(loaded.side);
  if (accountOnSide(loaded.contract, inviteeSide)) throw new AppError('conflict', SIDE_TAKEN_MESSAGE);
  return inviteeSide;
}

export async function loadInvitationContext(
  actor: Actor,
  loaded: LoadedContract,
): Promise<InvitationContext> {
  const inviteeSide = assertOtherSideOpen(loaded);
  const [project, account, user] = await Promise.all([
    db().project.findFirstOrThrow({
      where: { id: loaded.projectId, accountId: actor.accountId },
      select: { name: true },
    }),
    db().account.findUniqueOrThrow({
      where: { id: actor.accountId },
      select: { name: true, timeZone: true },
    }),
    db().user.findUniqueOrThrow({ where: { id: actor.userId }, select: { name: true } }),
  ]);
  return {
    actor,
    contractId: loaded.contract.id,
    projectId: loaded.projectId,
    inviteeSide,
    timeZone: account.timeZone,
    email: {
      inviterName: user.name,
      inviterAccountName: account.name,
      contractName: loaded.contract.name,
      contractNumber: loaded.contract.contractNumber,
      projectName: project.name,
      role: inviteeSide === 'cert' ? 'certifier' : 'subcontractor',
    },
  };
}
