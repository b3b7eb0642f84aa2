import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ACCOUNT_COOKIE, ACCOUNT_HEADER, PATH_HEADER } from '@/lib/auth/account-cookie';
import { sessionUserId } from '@/lib/server/auth/session-user';
import { db } from '@/lib/db/client';
import { dashboardPage, inviteLoginPage, loginPage } from '@/lib/paths/page-paths';
import { chooseSessionAccount, type UserAccount } from '../session/list-user-accounts';
import { peekInvitation } from '../invitations/peek-invitation';
import { guardRoute } from '../session/guard-route';
import { resolveActor, type Actor } from '../session/resolve-actor';

export interface PageSession {
  user: {
    id: string;
    name: string;
    email: string;
    isPlatformAdmin: boolean;
    /** Null until someone who signed up follows their confirmation link (auth/email-verification.ts). */
    emailVerifiedAt: Date | null;
  };
  accounts: UserAccount[];
  current: UserAccount;
  actor: Actor;
}

/** Where a signed-out visitor goes: the login page, returning here afterwards. */
export async function loginRedirectPath(): Promise<string> {
  const path = (await headers()).get(PATH_HEADER) ?? dashboardPage();
  // §8: invitation links go to the invite login, with the invited address filled in.
  const invitation = /^\/invitation\/(cert|subcontractor)\/([^/?]+)/.exec(path);
  if (invitation) {
    const live = await peekInvitation(decodeURIComponent(invitation[2]!));
    return inviteLoginPage({ next: path, email: live?.email, inviteType: invitation[1]! });
  }
  return loginPage(path);
}

/**
 * The signed-in user and the account this page renders for, once per request. Redirects to
 * login when signed out, to /error_401_no_accounts (a platform administrator: /admin/accounts)
 * when the user has no account to open, and to /access-denied when the route needs a permission
 * the user lacks.
 */
export const requirePageSession = cache(async (): Promise<PageSession> => {
  const userId = await sessionUserId();
  if (!userId) redirect(await loginRedirectPath());
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, isPlatformAdmin: true, emailVerifiedAt: true },
  });
  if (!user) redirect('/auth/logout');
  const requested = (await headers()).get(ACCOUNT_HEADER) ?? (await cookies()).get(ACCOUNT_COOKIE)?.value;
  // Support staff reach an account open to the help desk this way, with no membership of it.
  const { accounts, current } = await chooseSessionAccount(userId, requested);
  // A platform administrator who belongs to no account (the usual first one) has the admin pages.
  if (!current) redirect(user.isPlatformAdmin ? '/admin/accounts' : '/error_401_no_accounts');
  const actor = await resolveActor(userId, current.accountId);
  if (!actor) redirect('/error_401_no_accounts');
  // Every signed-in page calls this, so the §6 route rules apply on every render, including
  // client-side navigations that re-render only the page and not the layout.
  await guardRoute(actor);
  return { user, accounts, current, actor };
});
