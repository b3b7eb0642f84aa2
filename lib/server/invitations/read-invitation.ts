import 'server-only';
import { db } from '@/lib/db/client';
import type { ContractSide } from '@/lib/db/generated/enums';
import { can } from '@/lib/domain/permissions';
import { listUserAccounts } from '../session/list-user-accounts';
import { contractValue } from './contract-value';
import { inviteTypeFor, type InviteType } from './invitation-code';
import { findLiveInvitation } from './find-live-invitation';

export interface InvitationView {
  invitation: {
    side: ContractSide;
    invite_type: InviteType;
    contact_name: string;
    contact_email: string;
    expires_at: Date;
    state: 'pending';
  };
  contract: { name: string; contract_number: string | null; status: string; value: number; currency: string };
  inviter: { account_name: string };
  project: { name: string };
  /** The user's accounts that may take the contract on: where they may create contracts. */
  accounts: {
    account_id: string;
    account_name: string;
    can_create_project: boolean;
    projects: { id: string; name: string }[];
  }[];
}

/**
 * §7 read_invitation: what the signed-in user is invited to, and where they may place it. Only a
 * code that still works answers (404 unknown, 410 expired or used). Signing in comes first, as
 * the pages need it anyway; before that only peekInvitation tells the login page whom to expect.
 */
export async function readInvitation(
  userId: string,
  code: string,
  now = new Date(),
): Promise<InvitationView> {
  const invitation = await findLiveInvitation(code, now);
  const [contract, inviter, accounts] = await Promise.all([
    db().contract.findUniqueOrThrow({
      where: { id: invitation.contractId },
      select: {
        id: true,
        name: true,
        contractNumber: true,
        status: true,
        certifyPendingVariation: true,
        placements: {
          where: { accountId: invitation.inviterAccountId },
          select: { project: { select: { name: true } } },
        },
      },
    }),
    db().account.findUniqueOrThrow({
      where: { id: invitation.inviterAccountId },
      select: { name: true, currency: true },
    }),
    listUserAccounts(userId),
  ]);
  // The inviting account cannot also be the other party.
  const eligible = accounts.filter(
    (a) => a.accountId !== invitation.inviterAccountId && can({ account: a.role }, 'contract', 'create'),
  );
  const [value, projects] = await Promise.all([
    contractValue(contract),
    db().project.findMany({
      where: { accountId: { in: eligible.map((a) => a.accountId) }, status: { not: 'archived' } },
      orderBy: { name: 'asc' },
      select: { id: true, name: true, accountId: true },
    }),
  ]);
  return {
    invitation: {
      side: invitation.inviteeSide,
      invite_type: inviteTypeFor(invitation.inviteeSide),
      contact_name: invitation.contactName,
      contact_email: invitation.contactEmail,
      expires_at: invitation.expiresAt,
      state: 'pending',
    },
    contract: {
      name: contract.name,
      contract_number: contract.contractNumber,
      status: contract.status,
      value,
      currency: inviter.currency,
    },
    inviter: { account_name: inviter.name },
    project: { name: contract.placements[0]?.project.name ?? '' },
    accounts: eligible.map((a) => ({
      account_id: a.accountId,
      account_name: a.accountName,
      can_create_project: can({ account: a.role }, 'project', 'create'),
      projects: projects.filter((p) => p.accountId === a.accountId).map(({ id, name }) => ({ id, name })),
    })),
  };
}
