// `npm run restore FILE`: loads a backup (backup.ts) into an empty installation, refusing one that
// holds any row. The database is first brought to exactly the backup's migrations (its tables
// dropped and made again: they are empty), every row loaded in one transaction as PostgreSQL's own
// JSON of it, each table's count and checksum checked before anything commits, the files put back
// into the store (folder or bucket), and then the later migrations of this release applied: a
// backup of an earlier release is how an installation is upgraded, or moved to a new server.
import pg from 'pg';
import type { FileStore } from '../files/file-store';
import { listMigrations, migrate } from '../db/migrate';
import { ident, tablesInLoadOrder } from './db-tables';
import { isManifest, type BackupManifest } from './manifest';
import { lineSplitter, readZip, type EntryReader } from './zip-file';

/** A backup the installation will not take, with the reason in words. */
export class RestoreRefused extends Error {}

/** Rows sent to PostgreSQL per INSERT. */
const BATCH = 1_000;

export async function readManifest(file: string): Promise<BackupManifest> {
  const chunks: Uint8Array[] = [];
  await readZip(file, (name) =>
    name === 'manifest.json' ? { chunk: (c) => void chunks.push(c), end: () => {} } : null,
  );
  const manifest: unknown = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
  if (!isManifest(manifest)) throw new RestoreRefused(`${file} is not a ClaimCert backup (no manifest).`);
  return manifest;
}

export async function restoreBackup(options: {
  databaseUrl: string;
  store: FileStore;
  file: string;
}): Promise<{ manifest: BackupManifest; upgraded: string[] }> {
  const manifest = await readManifest(options.file);
  const known = new Set(listMigrations().map((m) => m.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new RestoreRefused(
      `The backup was made by a newer release (migration ${unknown[0]}): restore it with that release or a later one.`,
    );
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await assertEmpty(client);
    // Empty, so nothing is lost: the tables are made again at the backup's migrations.
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrate(options.databaseUrl, undefined, manifest.migrations.at(-1) ?? '');
    await load(client, options.store, options.file, manifest);
  } finally {
    await client.end();
  }
  const upgraded = await migrate(options.databaseUrl);
  return { manifest, upgraded };
}

async function assertEmpty(client: pg.Client): Promise<void> {
  for (const { name } of await tablesInLoadOrder(client)) {
    const { rows } = await client.query(`SELECT 1 FROM ${ident(name)} LIMIT 1`);
    if (rows.length) {
      throw new RestoreRefused(
        `The installation is not empty (table ${name} has rows): restore into an empty database.`,
      );
    }
  }
}

async function load(client: pg.Client, store: FileStore, file: string, manifest: BackupManifest) {
  const tables = new Map((await tablesInLoadOrder(client)).map((t) => [t.name, t]));
  const entries = new Map(manifest.tables.map((t) => [t.entry, t]));
  const files = new Map(manifest.files.map((f) => [`files/${f.key}`, f]));
  const loaded = new Set<string>();
  await client.query('BEGIN');
  try {
    await readZip(file, (name): EntryReader | null => {
      const table = entries.get(name);
      if (table) {
        const shape = tables.get(table.name);
        if (!shape) throw new RestoreRefused(`The backup has a table this schema lacks: ${table.name}.`);
        return tableLoader(client, shape, table, () => loaded.add(table.name));
      }
      const stored = files.get(name);
      if (stored) return fileLoader(store, stored);
      return null;
    });
    const missing = manifest.tables.filter((t) => !loaded.has(t.name)).map((t) => t.name);
    if (missing.length)
      throw new RestoreRefused(`The backup is incomplete: no rows file for ${missing.join(', ')}.`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** A table's rows, in batches; columns pointing at the table itself set once all its rows are in. */
function tableLoader(
  client: pg.Client,
  shape: { name: string; selfRefs: string[]; primaryKey: string[] },
  expected: BackupManifest['tables'][number],
  done: () => void,
): EntryReader {
  const t = ident(shape.name);
  const insert = `INSERT INTO ${t} SELECT r.* FROM json_array_elements($1::json) e,
    LATERAL json_populate_record(NULL::${t}, (e::jsonb - $2::text[])::json) r`;
  const links: Record<string, unknown>[] = [];
  let rows = 0;
  const flush = async (lines: string[]) => {
    for (let i = 0; i < lines.length; i += BATCH) {
      const batch = lines.slice(i, i + BATCH);
      await client.query(insert, [`[${batch.join(',')}]`, shape.selfRefs]);
      rows += batch.length;
      if (shape.selfRefs.length) {
        for (const line of batch) {
          const row = JSON.parse(line) as Record<string, unknown>;
          links.push(Object.fromEntries([...shape.primaryKey, ...shape.selfRefs].map((c) => [c, row[c]])));
        }
      }
    }
  };
  const lines = lineSplitter((batch) => flush(batch.filter(Boolean)));
  return {
    chunk: (bytes) => lines.chunk(bytes),
    async end({ sha256 }) {
      await lines.end();
      if (sha256 !== expected.sha256 || rows !== expected.rows) {
        throw new RestoreRefused(
          `The backup's rows of ${shape.name} do not match its manifest (${rows} of ${expected.rows}): the file is damaged.`,
        );
      }
      const set = shape.selfRefs.map((c) => `${ident(c)} = s.${ident(c)}`).join(', ');
      const on = shape.primaryKey.map((c) => `${t}.${ident(c)} = s.${ident(c)}`).join(' AND ');
      for (let i = 0; i < links.length; i += BATCH) {
        await client.query(
          `UPDATE ${t} SET ${set} FROM json_populate_recordset(NULL::${t}, $1::json) s WHERE ${on}`,
          [JSON.stringify(links.slice(i, i + BATCH))],
        );
      }
      done();
    },
  };
}

/** A file's bytes, checked against the manifest, then put back under its key. */
function fileLoader(store: FileStore, expected: BackupManifest['files'][number]): EntryReader {
  const chunks: Uint8Array[] = [];
  return {
    chunk: (bytes) => void chunks.push(bytes),
    async end({ sha256 }) {
      if (sha256 !== expected.sha256) {
        throw new RestoreRefused(
          `The backup's file ${expected.key} does not match its manifest: the file is damaged.`,
        );
      }
      await store.put(expected.key, Buffer.concat(chunks), { contentType: expected.contentType });
    },
  };
}
