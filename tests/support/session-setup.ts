// Setup of the `integration` project, whose files share one module graph (vitest.config.mts). Vitest
// keeps vi.mock registrations per test file, while this module graph outlives the file: session.ts is
// evaluated once, by the first file, so its vi.mock would only cover the route modules that file
// loaded, and a route module a later file loads first would get the real session lookup. So the
// stand-in is registered here, for every file before it loads anything, always the same function;
// and every file starts signed out, as it would in a process of its own.
import { vi } from 'vitest';
import { signInAs, standInSessionUserId } from './session';

vi.mock('@/lib/server/auth/session-user', () => ({ sessionUserId: standInSessionUserId }));

signInAs(null);
