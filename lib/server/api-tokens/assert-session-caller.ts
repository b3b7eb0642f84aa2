import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../session/resolve-actor';

/**
 * Tokens are managed by a person signed in to the app: a token cannot make or revoke tokens (a
 * leaked one could otherwise keep itself alive), and platform help desk staff manage none.
 */
export function assertSessionCaller(actor: Actor): void {
  if (actor.apiToken)
    throw new AppError('forbidden', 'API tokens are managed in Manage Account, not with a token.');
  if (actor.actingAsSupport) throw new AppError('forbidden');
}
