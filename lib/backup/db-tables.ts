// The application's tables as a backup writes them and a restore loads them: every table of the
// public schema but the migration record, parents before children (each foreign key's target
// first), with the columns that point at their own table (a line item's parent) to be loaded in a
// second step, and the primary key that step matches rows on. Read from the database's own
// catalogue, so a new table or key needs nothing here.
import type pg from 'pg';

export interface BackupTable {
  name: string;
  /** Columns referencing this same table: loaded as null, then set once every row is in. */
  selfRefs: string[];
  primaryKey: string[];
}

const MIGRATIONS_TABLE = '_prisma_migrations';

export async function tablesInLoadOrder(client: pg.ClientBase): Promise<BackupTable[]> {
  const { rows: tables } = await client.query<{ name: string; pk: string[] | null }>(
    `
    SELECT c.relname AS name,
           (SELECT array_agg(a.attname::text ORDER BY k.ord)
              FROM pg_constraint p
              CROSS JOIN LATERAL unnest(p.conkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = p.conrelid AND a.attnum = k.attnum
             WHERE p.conrelid = c.oid AND p.contype = 'p') AS pk
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> $1
    ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  const { rows: keys } = await client.query<{ child: string; parent: string; columns: string[] }>(`
    SELECT ch.relname AS child, pa.relname AS parent,
           (SELECT array_agg(a.attname::text) FROM unnest(f.conkey) AS k(attnum)
              JOIN pg_attribute a ON a.attrelid = f.conrelid AND a.attnum = k.attnum) AS columns
    FROM pg_constraint f
    JOIN pg_class ch ON ch.oid = f.conrelid
    JOIN pg_class pa ON pa.oid = f.confrelid
    JOIN pg_namespace n ON n.oid = ch.relnamespace
    WHERE f.contype = 'f' AND n.nspname = 'public'`);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  const selfRefs = new Map<string, string[]>(tables.map((t) => [t.name, []]));
  for (const key of keys) {
    if (key.child === key.parent) selfRefs.get(key.child)?.push(...key.columns);
    else parents.get(key.child)?.add(key.parent);
  }
  // Depth-first: each table after every table it points at.
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    }
    state.set(name, 'visiting');
    for (const parent of [...parents.get(name)!].sort()) visit(parent, [...path, name]);
    state.set(name, 'done');
    order.push(name);
  };
  for (const { name } of tables) visit(name, []);
  const pkOf = new Map(tables.map((t) => [t.name, t.pk ?? []]));
  return order.map((name) => ({ name, selfRefs: selfRefs.get(name)!, primaryKey: pkOf.get(name)! }));
}

/** A SQL identifier, quoted. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
