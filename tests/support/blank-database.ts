// A new, blank database (no tables, not cloned from the migrated template) on the test server:
// what a migration, a restore or an upgrade starts from.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export async function blankDatabase(prefix: string): Promise<string> {
  const server = inject('pgServerUrl');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
