import 'server-only';
// POST /api/setup: a real installation's first account and its owner, who becomes the platform
// administrator (npm run admin:create stays for scripted installs). It works once: the check that
// no user exists runs under a transaction-scoped advisory lock, so of two submissions at once the
// second waits, then finds the owner made and is refused (409); /setup is gone afterwards.
import { AppError } from '@/lib/errors/app-error';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import type { TSignUp } from '@/lib/schemas/auth';
import { createOwnedAccount, emailTaken } from '../auth/sign-up';
import { isDemoMode } from '../config/app-config';

export const ALREADY_SET_UP = 'ClaimCert is already set up: log in.';

/** One lock key for the first-run setup, across every instance on the database. */
const SETUP_LOCK = 0x636c_6374; // 'clct'

export async function setUpInstallation(input: TSignUp, now = new Date()) {
  if (isDemoMode()) throw new AppError('conflict', ALREADY_SET_UP);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`;
      if (await tx.user.findFirst({ select: { id: true } })) throw new AppError('conflict', ALREADY_SET_UP);
      const created = await createOwnedAccount(tx, input, passwordHash, now);
      await tx.user.update({ where: { id: created.userId }, data: { isPlatformAdmin: true } });
      return created;
    });
  } catch (error) {
    throw emailTaken(error);
  }
}
