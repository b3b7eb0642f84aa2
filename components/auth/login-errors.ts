import { decodeRefusal } from '@/lib/auth/login-refusal';

const MESSAGES = {
  demo_off:
    'This is a demo login, and this installation does not run on the demo: demo logins cannot sign in here.',
  password_off: 'This installation signs in through your organisation’s single sign-on only.',
  sso_unknown:
    'Your organisation signed you in, but no ClaimCert user has that email. Ask your ClaimCert administrator to invite you, then sign in again.',
  sso_unverified:
    'Your organisation’s sign-in did not confirm your email address, so ClaimCert cannot tell who you are. Ask your IT administrator.',
  sso_failed: 'Single sign-on did not complete. Try again, or ask your IT administrator.',
} as const;

/** What the login page says for the refusal encoded in next-auth's `error` (lib/auth/login-refusal.ts). */
export function loginErrorMessage(error: string | null | undefined): string {
  const refusal = decodeRefusal(error);
  if (refusal.reason === 'invalid') return 'The email or password is not correct.';
  if (refusal.reason !== 'throttled') return MESSAGES[refusal.reason];
  const seconds = refusal.retryAfterSeconds;
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed attempts. For your security, try again in ${wait}.`;
}
