import 'server-only';
import { AppError } from '@/lib/errors/app-error';

export const LINK_EXPIRED_MESSAGE = 'This invitation link has expired or has already been used.';

/**
 * 410 Gone: the code is ours but no longer works (expired, used, declined or withdrawn). The §8
 * table has no 410 entry, so this subclass keeps the one AppError path and only changes the
 * status; the invitation pages send the visitor to /error_403_link_expired on it.
 */
export class LinkExpiredError extends AppError {
  constructor() {
    super('not_found', LINK_EXPIRED_MESSAGE);
  }

  override get status(): number {
    return 410;
  }
}
