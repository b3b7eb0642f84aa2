import 'server-only';
// Whether this installation still needs its first owner (/setup): a real installation (not a demo,
// lib/server/config/app-config.ts isDemoMode) whose database has no users. Until then every page
// answers with /setup (app/layout.tsx), the sign-up page included. Once a user exists it stays set
// up: remembered for the database client's life, so pages ask the database no more.
import { db } from '@/lib/db/client';
import { isDemoMode } from '../config/app-config';

export const SETUP_PATH = '/setup';

/** The database clients that have seen a user (a client per database: tests use many). */
const setUp = new WeakSet<object>();

export async function needsSetup(): Promise<boolean> {
  const client = db();
  if (setUp.has(client) || isDemoMode()) return false;
  if ((await client.user.findFirst({ select: { id: true } })) === null) return true;
  setUp.add(client);
  return false;
}
