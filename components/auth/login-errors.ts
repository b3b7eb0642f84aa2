import { LOCK_MINUTES } from '@/lib/server/auth/login-throttle';

/** What the login page says for each refusal reason thrown by the credentials check. */
export const LOGIN_ERRORS: Record<string, string> = {
  invalid: 'The email or password is not correct.',
  locked: `Too many failed attempts. For your security this login is locked for ${LOCK_MINUTES} minutes.`,
};
