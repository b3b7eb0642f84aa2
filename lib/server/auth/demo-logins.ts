import 'server-only';
import { db } from '@/lib/db/client';
import { isDemoMode } from '../config/app-config';

export const DEMO_LOGINS = ['claimer@demo.test', 'certifier@demo.test', 'viewer@demo.test'] as const;
export const DEMO_PASSWORD = 'demo1234';

/** The demo seeds its users under the reserved .test domain, which no real mailbox can have. */
export const isDemoEmail = (email: string): boolean => email.toLowerCase().endsWith('@demo.test');

/** The demo logins to show on the login page: only while they exist and demo mode is on. */
export async function visibleDemoLogins(): Promise<string[]> {
  if (!isDemoMode()) return [];
  const users = await db().user.findMany({
    where: { email: { in: [...DEMO_LOGINS] } },
    select: { email: true },
  });
  return DEMO_LOGINS.filter((login) => users.some((u) => u.email === login));
}
