// Integration suite: one throwaway PostgreSQL per run, with a migrated template database that
// each test file clones (CREATE DATABASE … TEMPLATE) so every file starts from a clean schema.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres } from '../../lib/db/embedded-postgres';
import { ensureDatabase } from '../../lib/db/prepare-database';
import { migrate } from '../../lib/db/migrate';

export const TEMPLATE_DB = 'app_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // With DATABASE_URL set, the tests use that server (its role must be allowed to create databases).
  let stop = async () => {};
  let serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'claimcert-test-pg-'));
    chmodSync(dir, 0o755); // as root the server runs as the `postgres` user
    const server = await startEmbeddedPostgres({
      dir: path.join(dir, 'data'),
      port: await freePort(),
      persistent: false,
      fast: true,
    });
    serverUrl = server.url('postgres');
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = new URL(serverUrl);
  template.pathname = `/${TEMPLATE_DB}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.end();
  await ensureDatabase(template.toString());
  await migrate(template.toString());
  project.provide('pgServerUrl', serverUrl);
  return stop;
}
