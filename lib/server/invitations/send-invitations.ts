import 'server-only';
import { db } from '@/lib/db/client';
import type { TInvite } from '@/lib/schemas/invitations';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { createInvitations } from './create-invitations';
import { loadInvitationContext } from './invitation-context';
import { listInvitations } from './list-invitations';

/**
 * §7 invite: emails each recipient a one-time link to join the contract on the other side. Needs
 * contract edit; refused (409) once an account holds that side.
 */
export async function sendInvitations(
  actor: Actor,
  ref: { projectId: string; contractId: string },
  input: TInvite,
  now = new Date(),
) {
  const loaded = await loadContract(actor, ref.contractId, { projectId: ref.projectId, action: 'edit' });
  const ctx = await loadInvitationContext(actor, loaded);
  await db().$transaction((tx) => createInvitations(tx, ctx, input.to_contacts, now));
  return listInvitations(actor, ref, now);
}
