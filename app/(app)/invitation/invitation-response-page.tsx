import { redirect } from 'next/navigation';
import { AppError } from '@/lib/errors/app-error';
import { sessionUserId } from '@/lib/server/auth/session-user';
import { invitationPage, inviteLoginPage, LINK_EXPIRED_PAGE } from '@/lib/paths/page-paths';
import { requirePageSession } from '@/lib/server/pages/page-session';
import type { InviteType } from '@/lib/server/invitations/invitation-code';
import { peekInvitation } from '@/lib/server/invitations/peek-invitation';
import { readInvitation, type InvitationView } from '@/lib/server/invitations/read-invitation';
import { AcceptForm } from '@/components/invitations/accept-form';
import { InvitationSummary } from '@/components/invitations/invitation-summary';

async function readOrExpired(userId: string, code: string): Promise<InvitationView> {
  try {
    return await readInvitation(userId, code);
  } catch (error) {
    // Used or withdrawn between the check above and now: the same dead end as any spent link.
    if (error instanceof AppError) redirect(LINK_EXPIRED_PAGE);
    throw error;
  }
}

/**
 * §2 /invitation/cert/{code} and /invitation/subcontractor/{code}. A dead link goes to Link
 * Expired; a signed-out visitor goes to the invite login (with the invited address filled in),
 * which brings them back here — before requirePageSession, whose own redirect is the plain login.
 */
export async function InvitationResponsePage({ code, type }: { code: string; type: InviteType }) {
  const path = invitationPage(type, code);
  const live = await peekInvitation(code);
  if (!live || live.inviteType !== type) redirect(LINK_EXPIRED_PAGE);
  if (!(await sessionUserId())) {
    redirect(inviteLoginPage({ next: path, email: live.email, inviteType: type }));
  }
  const session = await requirePageSession();
  const view = await readOrExpired(session.user.id, code);
  return (
    <>
      <h1>You are invited to a contract</h1>
      <InvitationSummary view={view} timeZone={session.current.timeZone} />
      <AcceptForm
        code={code}
        accounts={view.accounts}
        suggestedProjectName={view.project.name}
        signUpHref={`/sign_up?${new URLSearchParams({ next: path, email: live.email })}`}
      />
    </>
  );
}
