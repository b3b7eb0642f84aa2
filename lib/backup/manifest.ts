// What a backup file says about itself (manifest.json, its last entry): the release that made it,
// when, the migrations its database had, and every table and file with its count or size and its
// SHA-256, which a restore checks before it commits anything.
export const BACKUP_FORMAT = 'claimcert-backup-1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** package.json's version of the release that wrote it. */
  appVersion: string;
  createdAt: string;
  /** The migrations applied to the database, in order: a restore brings its target to the same. */
  migrations: string[];
  /** In load order (parents first). */
  tables: { name: string; entry: string; rows: number; sha256: string }[];
  files: { key: string; contentType: string; size: number; sha256: string }[];
  /** Files an attachment names that the store did not have when the backup ran. */
  missingFiles: string[];
}

export function isManifest(value: unknown): value is BackupManifest {
  const m = value as Partial<BackupManifest> | null;
  return (
    !!m &&
    m.format === BACKUP_FORMAT &&
    Array.isArray(m.migrations) &&
    Array.isArray(m.tables) &&
    Array.isArray(m.files)
  );
}
