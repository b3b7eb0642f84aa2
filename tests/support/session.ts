// Integration tests call route handlers directly, outside a Next request, so the one function
// that reads the next-auth cookie is replaced by a switch the test sets. Everything behind it —
// memberships, permissions, the database — is real. The cookie path itself is covered by e2e.
import { vi } from 'vitest';

let currentUserId: string | null = null;

/** The app's sessionUserId as the tests see it: the user signInAs last chose. */
export const standInSessionUserId = async (): Promise<string | null> => currentUserId;

vi.mock('@/lib/server/auth/session-user', () => ({ sessionUserId: standInSessionUserId }));

export function signInAs(userId: string | null): void {
  currentUserId = userId;
}
