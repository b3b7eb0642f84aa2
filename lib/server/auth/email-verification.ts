import 'server-only';
// Confirming the email address of someone who signed up. Until they follow the emailed link they
// can sign in and set up their account, projects and contracts, but nothing that makes ClaimCert
// email other people on their behalf: inviting users or another party, issuing claims and
// certificates. Open sign-up would otherwise let anyone send mail in any address's name.
// Everyone who arrives another way (an invitation, the admin script, the seed) starts confirmed,
// and accepting a contract invitation sent to one's own address confirms it too.
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import { verifyEmailPage } from '@/lib/paths/page-paths';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { hitCounter } from './throttle-counter';

export const VERIFICATION_TTL_DAYS = 3;
/** Links a user may ask for per hour: enough for a lost email, too few to flood an inbox. */
export const RESENDS_PER_HOUR = 5;

export const UNVERIFIED_MESSAGE =
  'Confirm your email address first: follow the link we emailed you, or send it again from the banner at the top of the page.';

/** A fresh link for the user (any earlier one stops working), emailed after the transaction commits. */
export async function queueEmailVerification(
  tx: Tx,
  user: { id: string; email: string; name: string },
  now: Date,
): Promise<void> {
  const { token, tokenHash } = newInvitationToken();
  await tx.user.update({
    where: { id: user.id },
    data: { emailVerifiedAt: null, emailVerifyTokenHash: tokenHash, emailVerifySentAt: now },
  });
  await enqueueEmail(tx, {
    idempotencyKey: `email_verification:${tokenHash}`,
    to: user.email,
    toName: user.name,
    template: 'email_verification',
    payload: { name: user.name, path: verifyEmailPage(token) },
  });
}

/** Follows a link: true the first time within its lifetime, false for a used, replaced or old one. */
export async function confirmEmail(token: string, now = new Date()): Promise<boolean> {
  const { count } = await db().user.updateMany({
    where: {
      emailVerifyTokenHash: hashInvitationToken(token),
      emailVerifySentAt: { gt: new Date(now.getTime() - VERIFICATION_TTL_DAYS * 864e5) },
    },
    data: { emailVerifiedAt: now, emailVerifyTokenHash: null },
  });
  return count === 1;
}

export async function resendEmailVerification(userId: string, now = new Date()): Promise<{ email: string }> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, emailVerifiedAt: true },
  });
  if (!user) throw new AppError('unauthorized');
  if (user.emailVerifiedAt) throw new AppError('conflict', 'Your email address is already confirmed.');
  const { count } = await hitCounter(`verify:user:${userId}`, 60 * 60_000, now);
  if (count > RESENDS_PER_HOUR) throw new AppError('too_many_requests');
  await db().$transaction((tx) => queueEmailVerification(tx, user, now));
  return { email: user.email };
}

/** For services that email other people on the actor's behalf. 409, not 403: the UI explains it. */
export async function assertEmailVerified(userId: string): Promise<void> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  if (!user?.emailVerifiedAt) throw new AppError('conflict', UNVERIFIED_MESSAGE);
}
