// `npm run backup`: one file holding a consistent snapshot of the database and the uploaded files
// it names, with a manifest (lib/backup/manifest.ts). Works while the app runs: every table is read
// in one REPEATABLE READ, READ ONLY transaction, so the rows are those of one instant whatever is
// written meanwhile; each row goes out as PostgreSQL's own JSON of it (row_to_json), as text never
// parsed here, so no value (a bigint of cents, a timestamp, bytes) is changed on the way. The
// files are those the snapshot's attachments name, read from the store (folder or bucket) after it.
import pg from 'pg';
import type { FileStore } from '../files/file-store';
import { ident, tablesInLoadOrder } from './db-tables';
import { BACKUP_FORMAT, type BackupManifest } from './manifest';
import { zipWriter } from './zip-file';

/** Rows fetched from the cursor at a time. */
const BATCH = 2_000;

export async function writeBackup(options: {
  databaseUrl: string;
  store: FileStore;
  file: string;
  appVersion: string;
  now?: Date;
}): Promise<BackupManifest> {
  const zip = zipWriter(options.file);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    appVersion: options.appVersion,
    createdAt: (options.now ?? new Date()).toISOString(),
    migrations: [],
    tables: [],
    files: [],
    missingFiles: [],
  };
  let files: { key: string; contentType: string }[];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const applied = await client.query<{ name: string }>(
      `SELECT migration_name AS name FROM _prisma_migrations
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    manifest.migrations = applied.rows.map((r) => r.name);
    const tables = await tablesInLoadOrder(client);
    for (const [i, table] of tables.entries()) {
      const entry = `db/${String(i + 1).padStart(3, '0')}-${table.name}.ndjson`;
      let rows = 0;
      const summary = await zip.entry(entry, async (write) => {
        await client.query(
          `DECLARE rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${ident(table.name)} t`,
        );
        for (;;) {
          const batch = await client.query<{ j: string }>(`FETCH ${BATCH} FROM rows`);
          if (batch.rows.length === 0) break;
          rows += batch.rows.length;
          await write(Buffer.from(batch.rows.map((r) => r.j).join('\n') + '\n'));
        }
        await client.query('CLOSE rows');
      });
      manifest.tables.push({ name: table.name, entry, rows, sha256: summary.sha256 });
    }
    const stored = await client.query<{ key: string; type: string }>(
      'SELECT DISTINCT storage_key AS key, file_type AS type FROM attachments ORDER BY storage_key',
    );
    files = stored.rows.map((r) => ({ key: r.key, contentType: r.type }));
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  for (const { key, contentType } of files) {
    const found = await options.store.get(key);
    if (!found) {
      manifest.missingFiles.push(key);
      continue;
    }
    const summary = await zip.entry(
      `files/${key}`,
      async (write) => {
        for await (const chunk of found.body) await write(chunk as Uint8Array);
      },
      { stored: true },
    );
    manifest.files.push({ key, contentType, size: summary.bytes, sha256: summary.sha256 });
  }
  await zip.entry('manifest.json', async (write) => write(Buffer.from(JSON.stringify(manifest, null, 2))));
  await zip.close();
  return manifest;
}
