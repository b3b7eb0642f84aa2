import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';

export interface PlatformAdmin {
  id: string;
  name: string;
  email: string;
}

/** The user when they are a platform administrator (users.is_platform_admin), else null. */
export async function findPlatformAdmin(userId: string): Promise<PlatformAdmin | null> {
  return db().user.findFirst({
    where: { id: userId, isPlatformAdmin: true },
    select: { id: true, name: true, email: true },
  });
}

/** Every /api/admin service starts here: 403 for anyone who is not a platform administrator. */
export async function requirePlatformAdmin(userId: string): Promise<PlatformAdmin> {
  const admin = await findPlatformAdmin(userId);
  if (!admin) throw new AppError('forbidden');
  return admin;
}
