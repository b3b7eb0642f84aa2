import 'server-only';
import { db } from '@/lib/db/client';
import type { ContractSide } from '@/lib/db/generated/enums';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { allowed } from '../permissions/authorize';
import { accountOnSide, otherSide, sideColumns } from './contract-sides';
import { invitationState, type InvitationState } from './invitation-state';

export interface InvitationListItem {
  id: string;
  contact_name: string;
  contact_email: string;
  side: ContractSide;
  state: Exclude<InvitationState, 'revoked'>;
  sent_at: Date;
  expires_at: Date;
  responded_at: Date | null;
}

export interface InvitationsView {
  invitations: InvitationListItem[];
  /** The other party as this account knows it, and the contacts it may invite. */
  counterparty: {
    side: ContractSide;
    account_name: string | null;
    company: { id: string; name: string } | null;
    contacts: { id: string; name: string; email: string }[];
  };
  /** The caller may send, resend and delete (contract edit). */
  can_edit: boolean;
  /** can_edit, and the other side is still open. */
  can_invite: boolean;
}

/** §7 invitations (list): this account's invitations to the contract, newest first, with state. */
export async function listInvitations(
  actor: Actor,
  ref: { projectId: string; contractId: string },
  now = new Date(),
): Promise<InvitationsView> {
  const { contract, side, projectId } = await loadContract(actor, ref.contractId, {
    projectId: ref.projectId,
  });
  const inviteeSide = otherSide(side);
  const companyId = contract[sideColumns(inviteeSide).company];
  const otherAccountId = accountOnSide(contract, inviteeSide);
  const [rows, company, otherAccount, canEdit] = await Promise.all([
    db().invitation.findMany({
      where: { contractId: contract.id, inviterAccountId: actor.accountId, status: { not: 'revoked' } },
      orderBy: { createdAt: 'desc' },
    }),
    companyId
      ? db().company.findFirst({
          // The company must be one of this account's contacts; anything else is not shown.
          where: { id: companyId, accountId: actor.accountId },
          select: {
            id: true,
            name: true,
            contacts: { where: { email: { not: null } }, orderBy: { name: 'asc' } },
          },
        })
      : null,
    otherAccountId
      ? db().account.findUnique({ where: { id: otherAccountId }, select: { name: true } })
      : null,
    allowed(actor, 'contract', 'edit', { projectId, contractId: contract.id }),
  ]);
  return {
    invitations: rows.map((r) => ({
      id: r.id,
      contact_name: r.contactName,
      contact_email: r.contactEmail,
      side: r.inviteeSide,
      state: invitationState(r, now) as InvitationListItem['state'],
      sent_at: r.createdAt,
      expires_at: r.expiresAt,
      responded_at: r.respondedAt,
    })),
    counterparty: {
      side: inviteeSide,
      account_name: otherAccount?.name ?? null,
      company: company ? { id: company.id, name: company.name } : null,
      contacts: (company?.contacts ?? []).map((c) => ({ id: c.id, name: c.name, email: c.email! })),
    },
    can_edit: canEdit,
    can_invite: canEdit && !otherAccountId,
  };
}
