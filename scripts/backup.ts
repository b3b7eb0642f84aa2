// npm run backup [-- FILE]
//   Writes one file (default backups/claimcert-<time>.zip) holding a consistent snapshot of the
//   database and the uploaded files, with a manifest; works while the app runs (lib/backup/backup.ts).
//   Uses DATABASE_URL, else the embedded database, and the file store the app is configured with.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../lib/backup/backup';
import { configuredFileStore } from '../lib/files/configured-store';
import { openScriptDatabase } from './script-database';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? `backups/claimcert-${stamp}.zip`);
mkdirSync(path.dirname(file), { recursive: true });
const stopDatabase = await openScriptDatabase();
try {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const manifest = await writeBackup({
    databaseUrl: process.env.DATABASE_URL!,
    store: configuredFileStore(),
    file,
    appVersion: version,
  });
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files ` +
      `(migration ${manifest.migrations.at(-1)}) to ${file} (${statSync(file).size} bytes).`,
  );
  if (manifest.missingFiles.length) {
    console.warn(
      `${manifest.missingFiles.length} files named by attachments were missing from the store: ${manifest.missingFiles.join(', ')}`,
    );
  }
} finally {
  await stopDatabase();
}
