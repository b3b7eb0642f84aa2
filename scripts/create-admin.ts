// npm run admin:create -- [--support] <email> [name]
//   Makes the user a platform administrator (/admin/accounts), or with --support a member of
//   support staff (may open accounts that have help desk mode on). A new email creates the user,
//   with the password in ADMIN_PASSWORD or a generated one printed once.
// node --import tsx scripts/create-admin.ts --from-env
//   What `npm start` runs: promotes the existing users listed in PLATFORM_ADMIN_EMAILS.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { ZodError } from 'zod';
import { db, type Db } from '../lib/db/client';
import { hashPassword } from '../lib/auth/password';
import { ZEmail, ZPassword } from '../lib/schemas/auth';
import { openScriptDatabase } from './script-database';

export const USAGE = 'Usage: npm run admin:create -- [--support] <email> [name]';

export type StaffRole = 'admin' | 'support';

export type Command =
  { kind: 'from-env' } | { kind: 'create'; role: StaffRole; email: string; name: string | undefined };

/** Reads the command line; throws USAGE when it makes no sense. */
export function parseCommand(args: string[]): Command {
  if (args.length === 1 && args[0] === '--from-env') return { kind: 'from-env' };
  const role: StaffRole = args[0] === '--support' ? 'support' : 'admin';
  const [email, ...nameParts] = role === 'support' ? args.slice(1) : args;
  if (!email || email.startsWith('--') || nameParts.some((p) => p.startsWith('--'))) throw new Error(USAGE);
  return { kind: 'create', role, email, name: nameParts.join(' ') || undefined };
}

export interface StaffUser {
  userId: string;
  email: string;
  created: boolean;
  /** The password made for a new user when none was given: shown once, stored only hashed. */
  generatedPassword: string | null;
}

/** Gives the user with this email the role, creating the user if the email is new. */
export async function createStaffUser(
  client: Db,
  input: { role: StaffRole; email: string; name?: string; password?: string },
): Promise<StaffUser> {
  const email = ZEmail.parse(input.email);
  const flag = input.role === 'admin' ? { isPlatformAdmin: true } : { isSupportStaff: true };
  const existing = await client.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) {
    await client.user.update({ where: { id: existing.id }, data: flag });
    return { userId: existing.id, email, created: false, generatedPassword: null };
  }
  const generatedPassword = input.password === undefined ? randomBytes(18).toString('base64url') : null;
  const password = ZPassword.parse(input.password ?? generatedPassword);
  const user = await client.user.create({
    data: {
      email,
      name: input.name?.trim() || email.split('@')[0]!,
      passwordHash: await hashPassword(password),
      ...flag,
    },
    select: { id: true },
  });
  return { userId: user.id, email, created: true, generatedPassword };
}

/**
 * PLATFORM_ADMIN_EMAILS (comma-separated): the listed users who exist become platform
 * administrators. It only ever adds the role; it creates nobody (that needs a password).
 */
export async function promotePlatformAdmins(
  client: Db,
  list: string | undefined,
): Promise<{ promoted: string[]; ignored: string[] }> {
  const entries = (list ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const emails = entries.flatMap((e) => {
    const parsed = ZEmail.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
  if (emails.length === 0) return { promoted: [], ignored: entries };
  await client.user.updateMany({ where: { email: { in: emails } }, data: { isPlatformAdmin: true } });
  const found = await client.user.findMany({ where: { email: { in: emails } }, select: { email: true } });
  const promoted = found.map((u) => u.email).sort();
  return { promoted, ignored: entries.filter((e) => !promoted.includes(e.toLowerCase())) };
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  const stopDatabase = await openScriptDatabase();
  try {
    if (command.kind === 'from-env') {
      const { promoted, ignored } = await promotePlatformAdmins(db(), process.env.PLATFORM_ADMIN_EMAILS);
      if (promoted.length) console.log(`Platform administrators: ${promoted.join(', ')}`);
      if (ignored.length) console.warn(`PLATFORM_ADMIN_EMAILS: no such user: ${ignored.join(', ')}`);
      return;
    }
    const result = await createStaffUser(db(), { ...command, password: process.env.ADMIN_PASSWORD });
    const what = command.role === 'admin' ? 'a platform administrator' : 'support staff';
    console.log(`${result.email} is ${what}${result.created ? ' (new user)' : ''}.`);
    if (result.generatedPassword) {
      console.log(`Password (shown only now): ${result.generatedPassword}`);
    }
  } finally {
    await db().$disconnect();
    await stopDatabase();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    const messages =
      error instanceof ZodError ? error.issues.map((i) => i.message) : [(error as Error).message ?? error];
    console.error(messages.join('\n'));
    process.exitCode = 1;
  });
}
