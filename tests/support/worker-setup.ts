// Runs before each integration test file: clones the migrated template into a fresh database
// and points the app's Prisma client at it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { db } from '@/lib/db/client';

const serverUrl = inject('pgServerUrl');
const name = `test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name} TEMPLATE app_template`);
await admin.end();

const url = new URL(serverUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.NEXTAUTH_SECRET ??= 'integration-test-secret';

afterAll(async () => {
  await db().$disconnect();
});
