import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { ContractSide } from '@/lib/db/generated/enums';
import type { AcceptParties } from './accept-parties';
import { otherSide, sideColumns } from './contract-sides';

/**
 * §7 copy_project_info. Each party keeps the other as a company in its own contacts, linked to
 * the other's account: the inviter's company record for the invitee is linked (or created, when
 * the invitation went to a typed address), and the invitee gets a company for the inviter with
 * the inviting person as its contact (unless it already keeps one linked to that account).
 * Returns the contract's two company columns to set.
 */
export async function linkParties(
  tx: Tx,
  parties: AcceptParties,
  inviteeSide: ContractSide,
): Promise<Record<'payerCompanyId' | 'payeeCompanyId', string>> {
  const { contract, inviterAccount, inviteeAccount, user, inviter, knownCompany } = parties;
  const namingInvitee = sideColumns(inviteeSide).company;
  const namingInviter = sideColumns(otherSide(inviteeSide)).company;

  const existing = contract[namingInvitee];
  const linked = existing
    ? await tx.company.updateMany({
        where: { id: existing, accountId: inviterAccount.id },
        data: { linkedAccountId: inviteeAccount.id },
      })
    : { count: 0 };
  const inviteeCompanyId =
    linked.count === 1
      ? existing!
      : (
          await tx.company.create({
            data: {
              accountId: inviterAccount.id,
              name: inviteeAccount.name,
              linkedAccountId: inviteeAccount.id,
              contacts: { create: { accountId: inviterAccount.id, name: user.name, email: user.email } },
            },
          })
        ).id;

  const inviterCompanyId =
    knownCompany?.id ??
    (
      await tx.company.create({
        data: {
          accountId: inviteeAccount.id,
          name: inviterAccount.name,
          linkedAccountId: inviterAccount.id,
          ...(inviter && {
            contacts: { create: { accountId: inviteeAccount.id, name: inviter.name, email: inviter.email } },
          }),
        },
      })
    ).id;

  return { [namingInvitee]: inviteeCompanyId, [namingInviter]: inviterCompanyId } as Record<
    'payerCompanyId' | 'payeeCompanyId',
    string
  >;
}
