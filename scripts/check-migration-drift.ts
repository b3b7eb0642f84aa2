// CI guard: the committed migrations and prisma/schema.prisma must describe the same database.
// Builds one database from the migrations and one straight from the schema, then compares their
// catalogues (tables, columns, types, defaults, enums, indexes, constraints).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { migrate } from '../lib/db/migrate';
import { diffSql, withThrowawayPostgres } from './migration-tools';

const CATALOGUE_QUERIES = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
            FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
  enums: `SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
          FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
  indexes: `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  constraints: `SELECT c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
                JOIN pg_namespace n ON n.oid = c.connamespace
                WHERE n.nspname = 'public' AND c.conrelid <> '"_prisma_migrations"'::regclass`,
};

async function catalogue(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, string[]> = {};
    for (const [key, sql] of Object.entries(CATALOGUE_QUERIES)) {
      const { rows } = await client.query(sql);
      out[key] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return out;
  } finally {
    await client.end();
  }
}

const drift = await withThrowawayPostgres(async (server) => {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE from_migrations');
  await admin.query('CREATE DATABASE from_schema');
  await admin.end();

  await migrate(server.url('from_migrations'));
  const direct = new pg.Client({ connectionString: server.url('from_schema') });
  await direct.connect();
  await direct.query(diffSql(server, null, readFileSync('prisma/schema.prisma', 'utf8')));
  await direct.query('CREATE TABLE "_prisma_migrations" (id int)');
  await direct.end();

  const [a, b] = [await catalogue(server.url('from_migrations')), await catalogue(server.url('from_schema'))];
  const lines: string[] = [];
  for (const key of Object.keys(CATALOGUE_QUERIES)) {
    const left = new Set(a[key]);
    const right = new Set(b[key]);
    for (const row of a[key] ?? []) if (!right.has(row)) lines.push(`only in migrations  ${key}: ${row}`);
    for (const row of b[key] ?? []) if (!left.has(row)) lines.push(`only in schema      ${key}: ${row}`);
  }
  return lines;
});

if (drift.length > 0) {
  console.error('prisma/migrations and prisma/schema.prisma disagree:\n' + drift.join('\n'));
  console.error('Run `npm run db:new-migration -- <name>` and commit the result.');
  process.exit(1);
}
console.log('Migrations match schema.prisma.');
