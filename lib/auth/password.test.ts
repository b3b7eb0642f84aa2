// Passwords hash and verify in the password pool's worker threads (password.ts), with the same
// bcrypt hashes as before the pool: a hash stored by an earlier version still verifies.
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

describe('passwords in the worker pool', () => {
  it('hashes with bcrypt at cost 10, and verifies the password and no other', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$2[ab]\$10\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('verifies a hash made on the main thread (as stored before the pool), and salts each hash', async () => {
    const stored = bcrypt.hashSync('site diary', 10);
    expect(await verifyPassword('site diary', stored)).toBe(true);
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('answers false, not an error, for the dummy hash an unknown email is compared against', async () => {
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
  });
});
