import { decodeRefusal } from '@/lib/auth/login-refusal';

/** What the login page says for the refusal encoded in next-auth's `error` (lib/auth/login-refusal.ts). */
export function loginErrorMessage(error: string | null | undefined): string {
  const refusal = decodeRefusal(error);
  if (refusal.reason === 'invalid') return 'The email or password is not correct.';
  if (refusal.reason === 'demo_off')
    return 'This is a demo login, and this installation does not run on the demo: demo logins cannot sign in here.';
  const seconds = refusal.retryAfterSeconds;
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed attempts. For your security, try again in ${wait}.`;
}
