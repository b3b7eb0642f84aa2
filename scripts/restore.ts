// npm run restore FILE
//   Loads a backup (npm run backup) into an empty installation — DATABASE_URL, else the embedded
//   database — and its file store, then applies this release's later migrations
//   (lib/backup/restore.ts). Refuses a non-empty installation, and a backup of a newer release.
import path from 'node:path';
import { restoreBackup, RestoreRefused } from '../lib/backup/restore';
import { configuredFileStore } from '../lib/files/configured-store';
import { openScriptDatabase } from './script-database';

const given = process.argv[2];
if (!given) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(1);
}
const stopDatabase = await openScriptDatabase();
try {
  const { manifest, upgraded } = await restoreBackup({
    databaseUrl: process.env.DATABASE_URL!,
    store: configuredFileStore(),
    file: path.resolve(given),
  });
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${rows} rows and ${manifest.files.length} files from a backup of ${manifest.createdAt} ` +
      `(release ${manifest.appVersion}).` +
      (upgraded.length ? ` Upgraded with ${upgraded.length} later migrations: ${upgraded.join(', ')}.` : ''),
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Nothing restored: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stopDatabase();
}
