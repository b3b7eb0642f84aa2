// What scripts/test-first-start.sh checks over HTTP on a running `npm start`, as a browser would:
//   node --import tsx scripts/first-start-checks.ts demo URL           the demo's logins sign in
//   node --import tsx scripts/first-start-checks.ts setup URL          a real installation, empty:
//       every page answers with /setup, no demo login works, /setup makes the owner once, then is gone
//   node --import tsx scripts/first-start-checks.ts seeded-before URL  a real installation whose
//       database an earlier version seeded: the demo's logins are refused, saying why
//   node --import tsx scripts/first-start-checks.ts create-database DATABASE_URL
// Prints one line per check; exits non-zero at the first that fails.
import assert from 'node:assert/strict';
import { ensureDatabase } from '../lib/db/prepare-database';

const [kind, base] = process.argv.slice(2) as [string, string];

/** The page a GET lands on first: its status and, for a redirect, where to. */
async function land(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(new URL(path, base), { redirect: 'manual' });
  const location = res.headers.get('location');
  return { status: res.status, location: location && new URL(location, base).pathname };
}

/** A credentials login through next-auth, as the login form does: null when signed in, else the refusal. */
async function logIn(email: string, password: string): Promise<string | null> {
  const csrf = await fetch(new URL('/api/auth/csrf', base));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(new URL('/api/auth/callback/credentials', base), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: base },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  const { url } = (await res.json()) as { url: string };
  const error = new URL(url, base).searchParams.get('error');
  if (error) return error;
  assert.ok(
    res.headers.getSetCookie().some((c) => c.includes('session-token=')),
    `${email}: no session cookie`,
  );
  return null;
}

const setUp = (email: string) =>
  fetch(new URL('/api/setup', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Ana Kaur',
      email,
      password: 'a long firm password',
      accountName: 'Kaur Construction Ltd',
      country: 'NZ',
      currency: 'NZD',
      timeZone: 'Pacific/Auckland',
    }),
  });

function ok(what: string) {
  console.log(`  ok: ${what}`);
}

switch (kind) {
  case 'demo': {
    assert.equal(await logIn('claimer@demo.test', 'demo1234'), null);
    ok('claimer@demo.test signs in with the demo password');
    assert.equal(await logIn('admin@demo.test', 'demo1234'), 'invalid');
    ok('admin@demo.test does not sign in with the demo password');
    break;
  }
  case 'setup': {
    for (const path of ['/', '/login', '/sign_up', '/dashboard']) {
      const page = await land(path);
      assert.deepEqual(page, { status: 307, location: '/setup' }, path);
    }
    assert.equal((await land('/setup')).status, 200);
    ok('every page answers with /setup, which answers 200');
    for (const email of ['admin@demo.test', 'claimer@demo.test']) {
      assert.equal(await logIn(email, 'demo1234'), 'demo_off', email);
    }
    ok('no demo login signs in');
    const [first, second] = await Promise.all([setUp('ana@firm.example'), setUp('other@firm.example')]);
    assert.deepEqual([first.status, second.status].sort(), [201, 409]);
    assert.equal((await setUp('third@firm.example')).status, 409);
    ok('/api/setup made the owner once (two at once: 201 and 409; again: 409)');
    const owner = first.status === 201 ? 'ana@firm.example' : 'other@firm.example';
    assert.equal(await logIn(owner, 'a long firm password'), null);
    assert.equal((await land('/setup')).status, 404);
    assert.equal((await land('/login')).status, 200);
    ok('the owner signs in; /setup is gone and /login is back');
    break;
  }
  case 'seeded-before': {
    assert.equal((await land('/login')).status, 200);
    for (const email of ['claimer@demo.test', 'admin@demo.test']) {
      assert.equal(await logIn(email, 'demo1234'), 'demo_off', email);
    }
    ok('the demo logins an earlier version seeded are refused (demo_off)');
    break;
  }
  case 'create-database': {
    await ensureDatabase(base);
    break;
  }
  default:
    throw new Error(`Unknown check ${kind}`);
}
