// Upgrades (issue 29, item 5): a database made by an earlier release — kept as a backup of it with
// every figure that release read (tests/fixtures/upgrade/, made by make-fixture.ts there) —
// restored into a blank database, migrated to this release, and read again: every figure the
// same. An upgrade in the field is the same two steps (README, Upgrades).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '../support/session';
import { closeDb, db } from '@/lib/db/client';
import { readManifest, restoreBackup } from '@/lib/backup/restore';
import { localFileStore } from '@/lib/files/local-file-store';
import { listMigrations } from '@/lib/db/migrate';
import { blankDatabase } from '../support/blank-database';
import { releaseFigures } from '../support/release-figures';

const RELEASES = ['release-489449e'];
const fixture = (name: string, ext: string) => path.resolve(`tests/fixtures/upgrade/${name}.${ext}`);

describe.each(RELEASES)('a database made by %s', (release) => {
  it('migrates to this release with every figure both parties read unchanged', async () => {
    const manifest = await readManifest(fixture(release, 'zip'));
    const later = listMigrations()
      .map((m) => m.name)
      .filter((name) => !manifest.migrations.includes(name));
    expect(later.length, 'this release adds migrations after the fixture').toBeGreaterThan(0);
    const url = await blankDatabase('upgrade');
    const { upgraded } = await restoreBackup({
      databaseUrl: url,
      store: localFileStore(mkdtempSync(path.join(tmpdir(), 'claimcert-upgrade-'))),
      file: fixture(release, 'zip'),
    });
    expect(upgraded).toEqual(later);
    await closeDb();
    process.env.DATABASE_URL = url;
    const expected = JSON.parse(readFileSync(fixture(release, 'figures.json'), 'utf8'));
    expect(await releaseFigures()).toEqual(expected);
    // What the new migrations added is filled in: the GST rate of every document already out.
    expect(await db().certificate.count({ where: { status: 'issued', gstPercent: null } })).toBe(0);
  });
});
