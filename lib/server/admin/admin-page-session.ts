import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { sessionUserId } from '@/lib/server/auth/session-user';
import { loginRedirectPath } from '../pages/page-session';
import { findPlatformAdmin, type PlatformAdmin } from './require-platform-admin';

/**
 * The administrator an /admin page renders for, once per request: signed-out visitors go to
 * login, everyone else who is not a platform administrator to /access-denied. Needs no account,
 * so an administrator who belongs to none (the usual first one) still gets in.
 */
export const requireAdminPage = cache(async (): Promise<PlatformAdmin> => {
  const userId = await sessionUserId();
  if (!userId) redirect(await loginRedirectPath());
  const admin = await findPlatformAdmin(userId);
  if (!admin) redirect('/access-denied');
  return admin;
});
