import 'server-only';
import { AppError } from '@/lib/errors/app-error';

// The account always has exactly one active owner (spec §6). Ownership moves only through
// changeAccountOwner, so every other change refuses to touch the owner's membership, and nobody
// changes or removes their own membership from the users screen.

export function ownerUntouchable(): AppError {
  return new AppError(
    'conflict',
    'The account owner cannot be changed, deactivated or removed. Make someone else the owner first.',
  );
}

export function notYourself(actorUserId: string, userId: string): void {
  if (actorUserId === userId) {
    throw new AppError(
      'conflict',
      'You cannot change or remove yourself here. Ask another admin or the owner.',
    );
  }
}
