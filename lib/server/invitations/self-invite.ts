import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TSelfInvitation } from '@/lib/schemas/invitations';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import { sideColumns } from './contract-sides';
import { createInvitations } from './create-invitations';
import { loadInvitationContext, SIDE_TAKEN_MESSAGE } from './invitation-context';
import { listInvitations } from './list-invitations';

/** The chosen company and contact, each one of this account's own (404 otherwise). */
async function loadChosen(actor: Actor, input: TSelfInvitation) {
  const [company, contact] = await Promise.all([
    input.company_id
      ? db().company.findFirst({ where: { id: input.company_id, accountId: actor.accountId } })
      : null,
    input.contact_id
      ? db().contact.findFirst({
          where: { id: input.contact_id, companyId: input.company_id, accountId: actor.accountId },
        })
      : null,
  ]);
  if ((input.company_id && !company) || (input.contact_id && !contact)) throw new AppError('not_found');
  if (contact && !contact.email) {
    throw new AppError('invalid', [{ field: 'contact_id', message: 'This contact has no email address.' }]);
  }
  return { company, contact };
}

/**
 * §5 self-invitation: the inviter names the other party from their contacts; a company or contact
 * typed in is created first. The company becomes the contract's counterparty, and the contact is
 * sent the invitation — all in one transaction.
 */
export async function selfInvite(
  actor: Actor,
  ref: { projectId: string; contractId: string },
  input: TSelfInvitation,
  now = new Date(),
) {
  const loaded = await loadContract(actor, ref.contractId, { projectId: ref.projectId, action: 'edit' });
  const ctx = await loadInvitationContext(actor, loaded);
  if (input.company || input.contact) {
    await assertCan(actor, 'contact', 'create', {
      projectId: loaded.projectId,
      contractId: loaded.contract.id,
    });
  }
  const chosen = await loadChosen(actor, input);
  const columns = sideColumns(ctx.inviteeSide);
  const ids = await db().$transaction(async (tx) => {
    const companyId =
      chosen.company?.id ??
      (await tx.company.create({ data: { accountId: actor.accountId, name: input.company!.name } })).id;
    const contact =
      chosen.contact ??
      (await tx.contact.create({
        data: {
          accountId: actor.accountId,
          companyId,
          name: input.contact!.name || input.contact!.email,
          email: input.contact!.email,
        },
      }));
    // Guarded like a transition: the side must still be open when the counterparty is set.
    const { count } = await tx.contract.updateMany({
      where: { id: loaded.contract.id, [columns.account]: null },
      data: { [columns.company]: companyId },
    });
    if (count !== 1) throw new AppError('conflict', SIDE_TAKEN_MESSAGE);
    await recordHistory(
      tx,
      actor,
      'contract.counterparty_set',
      { projectId: ctx.projectId, contractId: ctx.contractId },
      { companyId, contactId: contact.id, createdCompany: !chosen.company, createdContact: !chosen.contact },
    );
    await createInvitations(
      tx,
      ctx,
      [{ contact_name: contact.name, contact_email: contact.email!.toLowerCase() }],
      now,
    );
    return { company_id: companyId, contact_id: contact.id };
  });
  return { ...ids, ...(await listInvitations(actor, ref, now)) };
}
