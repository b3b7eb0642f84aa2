import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createAccountWithOwner } from '../support/factories';
import { db } from '@/lib/db/client';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { USAGE, createStaffUser, parseCommand, promotePlatformAdmins } from '@/scripts/create-admin';

const flags = (email: string) =>
  db().user.findUniqueOrThrow({ where: { email }, select: { isPlatformAdmin: true, isSupportStaff: true } });

describe('npm run admin:create', () => {
  it.each([
    [['boss@example.com'], { kind: 'create', role: 'admin', email: 'boss@example.com', name: undefined }],
    [
      ['boss@example.com', 'Ana', 'Kaur'],
      { kind: 'create', role: 'admin', email: 'boss@example.com', name: 'Ana Kaur' },
    ],
    [['--support', 'help@example.com'], { kind: 'create', role: 'support', email: 'help@example.com' }],
    [['--from-env'], { kind: 'from-env' }],
  ])('reads %j', (args, expected) => {
    expect(parseCommand(args)).toMatchObject(expected);
  });

  it.each([[[]], [['--support']], [['--admin', 'x@example.com']], [['x@example.com', '--support']]])(
    'refuses %j with the usage line',
    (args) => {
      expect(() => parseCommand(args)).toThrow(USAGE);
    },
  );

  it('creates a new administrator with a generated password that logs in', async () => {
    const result = await createStaffUser(db(), {
      role: 'admin',
      email: ' New.Admin@Example.com ',
      name: 'Ana',
    });
    expect(result).toMatchObject({ email: 'new.admin@example.com', created: true });
    expect(result.generatedPassword).toMatch(/^[\w-]{24}$/);
    expect(await flags('new.admin@example.com')).toEqual({ isPlatformAdmin: true, isSupportStaff: false });
    const login = await verifyCredentials({
      email: 'new.admin@example.com',
      password: result.generatedPassword,
    });
    expect(login).toMatchObject({ ok: true, user: { name: 'Ana' } });
  });

  it('uses the given password (ADMIN_PASSWORD) and prints none; refuses a short one or a bad email', async () => {
    const email = `given-${randomUUID()}@example.com`;
    const result = await createStaffUser(db(), { role: 'admin', email, password: 'a long password' });
    expect(result.generatedPassword).toBeNull();
    expect((await verifyCredentials({ email, password: 'a long password' })).ok).toBe(true);
    await expect(
      createStaffUser(db(), { role: 'admin', email: `short-${randomUUID()}@example.com`, password: 'short' }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(createStaffUser(db(), { role: 'admin', email: 'not an email' })).rejects.toBeInstanceOf(
      ZodError,
    );
  });

  it('promotes an existing user without touching their password, and --support marks support staff', async () => {
    const owner = await createAccountWithOwner();
    const promoted = await createStaffUser(db(), {
      role: 'admin',
      email: owner.email,
      password: 'ignored!!',
    });
    expect(promoted).toEqual({
      userId: owner.userId,
      email: owner.email,
      created: false,
      generatedPassword: null,
    });
    expect((await verifyCredentials({ email: owner.email, password: owner.password })).ok).toBe(true);

    await createStaffUser(db(), { role: 'support', email: owner.email });
    expect(await flags(owner.email)).toEqual({ isPlatformAdmin: true, isSupportStaff: true });
  });
});

describe('PLATFORM_ADMIN_EMAILS on start', () => {
  it('promotes the listed users who exist and reports the rest; creates nobody', async () => {
    const a = await createAccountWithOwner();
    const b = await createAccountWithOwner();
    const users = await db().user.count();
    const result = await promotePlatformAdmins(
      db(),
      ` ${a.email.toUpperCase()} ,, ${b.email},nobody@example.com, not-an-email`,
    );
    expect(result).toEqual({
      promoted: [a.email, b.email].sort(),
      ignored: ['nobody@example.com', 'not-an-email'],
    });
    expect(await flags(a.email)).toMatchObject({ isPlatformAdmin: true });
    expect(await flags(b.email)).toMatchObject({ isPlatformAdmin: true });
    expect(await db().user.count()).toBe(users);
  });

  it('does nothing when the variable is unset or empty', async () => {
    expect(await promotePlatformAdmins(db(), undefined)).toEqual({ promoted: [], ignored: [] });
    expect(await promotePlatformAdmins(db(), ' , ')).toEqual({ promoted: [], ignored: [] });
  });
});
