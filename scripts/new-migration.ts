// npm run db:new-migration -- <name>
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes the schema as
// committed at HEAD to the schema in the working tree (or an empty database to it, the first time).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listMigrations } from '../lib/db/migrate';
import { diffSql, withThrowawayPostgres } from './migration-tools';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
if (!name) throw new Error('Usage: npm run db:new-migration -- <name>');

const current = readFileSync('prisma/schema.prisma', 'utf8');
const hasMigrations = (() => {
  try {
    return listMigrations().length > 0;
  } catch {
    return false;
  }
})();
const previous = hasMigrations
  ? execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], { encoding: 'utf8' })
  : null;

const sql = await withThrowawayPostgres(async (pg) => diffSql(pg, previous, current));
if (!/\S/.test(sql.replace(/^--.*$/gm, ''))) {
  console.log('No schema changes: nothing written.');
} else {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join('prisma/migrations', `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'migration.sql'), sql);
  console.log(`Wrote ${dir}/migration.sql`);
}
