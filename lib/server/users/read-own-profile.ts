import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';

export interface OwnProfile {
  name: string;
  email: string;
  /** Data URL, like the account logo. */
  avatar: string | null;
}

export async function readOwnProfile(userId: string): Promise<OwnProfile> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { name: true, email: true, avatar: true },
  });
  if (!user) throw new AppError('unauthorized');
  return user;
}
