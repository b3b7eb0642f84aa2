import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import { contractPage } from '@/lib/paths/page-paths';
import type { TAcceptInvitation } from '@/lib/schemas/invitations';
import { resolveActor, type Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import { loadProject } from '../projects/load-project';
import { settleProjectStatuses } from '../projects/settle-project-status';
import { loadAcceptParties, type AcceptParties } from './accept-parties';
import { sideColumns } from './contract-sides';
import { SIDE_TAKEN_MESSAGE } from './invitation-context';
import { liveInvitationWhere } from './invitation-state';
import { findLiveInvitation } from './find-live-invitation';
import { LinkExpiredError } from './link-expired-error';
import { linkParties } from './link-parties';
import { openPendingCerts } from '../claims/pending-cert';
import { notifyUsers } from '../notices/write-notifications';

/** The chosen account must be the user's, and they must be able to take a contract on in it. */
async function authorise(userId: string, input: TAcceptInvitation, inviterAccountId: string): Promise<Actor> {
  const actor = await resolveActor(userId, input.account_id);
  if (!actor) throw new AppError('forbidden');
  if (actor.accountId === inviterAccountId) {
    throw new AppError('invalid', [
      { field: 'account_id', message: 'This account sent the invitation: choose another account.' },
    ]);
  }
  // Owners and admins (account-wide create rights); a project of another account answers 404.
  if (input.project_id) {
    await loadProject(actor, input.project_id);
    await assertCan(actor, 'contract', 'create');
  } else {
    await assertCan(actor, 'project', 'create');
  }
  return actor;
}

/** A new project for the contract, on the same site as the inviter's (§7 copy_project_info). */
function createProject(tx: Tx, actor: Actor, name: string, parties: AcceptParties) {
  const site = parties.inviterPlacement.project;
  return tx.project.create({
    data: {
      accountId: actor.accountId,
      name,
      streetAddress: site.streetAddress,
      suburb: site.suburb,
      city: site.city,
      postalCode: site.postalCode,
      state: site.state,
      timeZone: site.timeZone,
      gstPercent: parties.inviteeAccount.gstPercent,
    },
  });
}

/**
 * §7 accept_invitation. One transaction: the code is used up (a second or concurrent accept gets
 * 410), the account takes the open side of the shared contract (409 if taken meanwhile), the
 * contract is placed in the chosen or new project, both parties' company records are linked,
 * history is written in both accounts and the inviter is emailed after commit. The project it lands
 * in follows the contract's state (a started contract makes a draft project current).
 *
 * The signed-in user need not be the address the invitation went to: the 32-byte code is the
 * proof, and invitations are often passed on to a colleague (the QS, the commercial manager).
 */
export async function acceptInvitation(
  userId: string,
  code: string,
  input: TAcceptInvitation,
  now = new Date(),
) {
  const invitation = await findLiveInvitation(code, now);
  const actor = await authorise(userId, input, invitation.inviterAccountId);
  const parties = await loadAcceptParties(invitation, actor);
  const side = invitation.inviteeSide;
  const { contract, inviterPlacement, inviterAccount, inviteeAccount, inviter } = parties;

  const projectId = await db().$transaction(async (tx) => {
    const used = await tx.invitation.updateMany({
      where: { id: invitation.id, ...liveInvitationWhere(invitation.tokenHash, now) },
      data: { status: 'accepted', respondedAt: now },
    });
    if (used.count !== 1) throw new LinkExpiredError();
    // A link sent to the user's own address proves they read it (auth/email-verification.ts).
    await tx.user.updateMany({
      where: {
        id: actor.userId,
        email: { equals: invitation.contactEmail, mode: 'insensitive' },
        emailVerifiedAt: null,
      },
      data: { emailVerifiedAt: now, emailVerifyTokenHash: null },
    });
    const placedIn =
      input.project_id ?? (await createProject(tx, actor, input.new_project!.name, parties)).id;
    const companies = await linkParties(tx, parties, side);
    const taken = await tx.contract.updateMany({
      where: { id: contract.id, [sideColumns(side).account]: null },
      data: { [sideColumns(side).account]: actor.accountId, ...companies },
    });
    if (taken.count !== 1) throw new AppError('conflict', SIDE_TAKEN_MESSAGE);
    await tx.contractPlacement.create({
      data: { contractId: contract.id, accountId: actor.accountId, projectId: placedIn, side },
    });
    // A payer joining after claims were served finds each waiting for its certificate
    // (claims/pending-cert.ts). The contract row, locked above, is the ledger lock it needs.
    if (side === 'cert') await openPendingCerts(tx, actor, contract.id);
    // The side is taken: every other link to it is dead.
    await tx.invitation.updateMany({
      where: { contractId: contract.id, status: 'pending' },
      data: { status: 'revoked', respondedAt: now },
    });
    const inviterActor = { userId: actor.userId, accountId: inviterAccount.id, actingAsSupport: false };
    await recordHistory(
      tx,
      inviterActor,
      'invitation.accepted',
      { projectId: inviterPlacement.projectId, contractId: contract.id },
      { invitationId: invitation.id, accountName: inviteeAccount.name, email: invitation.contactEmail },
    );
    await recordHistory(
      tx,
      actor,
      'contract.joined',
      { projectId: placedIn, contractId: contract.id },
      { invitationId: invitation.id, side, invitedBy: inviterAccount.name, newProject: !input.project_id },
    );
    await settleProjectStatuses(tx, actor, [placedIn], { contractId: contract.id });
    const inviterContractPath = contractPage({
      accountId: inviterAccount.id,
      projectId: inviterPlacement.projectId,
      side: inviterPlacement.side,
      contractId: contract.id,
    });
    await notifyUsers(tx, {
      accountId: inviterAccount.id,
      userIds: [inviter?.id],
      actorUserId: actor.userId,
      event: { kind: 'invitation.accepted', contract: contract.name, by: inviteeAccount.name },
      link: inviterContractPath,
    });
    if (inviter) {
      await enqueueEmail(tx, {
        accountId: inviterAccount.id,
        idempotencyKey: `contract_invitation:${invitation.id}:accepted`,
        to: inviter.email,
        toName: inviter.name,
        template: 'contract_invitation_accepted',
        payload: {
          answeredBy: inviteeAccount.name,
          contactEmail: invitation.contactEmail,
          contractName: contract.name,
          contractNumber: contract.contractNumber,
          projectName: inviterPlacement.project.name,
          path: inviterContractPath,
        },
      });
    }
    return placedIn;
  });
  // The answer's name for the side is `type`, the word its URL segment uses.
  return { account_id: actor.accountId, project_id: projectId, contract_id: contract.id, type: side };
}
