// Rows of Prisma models read straight from the pool (selectRows), for the reads every claim and
// certificate call starts with: Prisma's handling of a one-row findUnique with its joins cost three
// times the round trip. The row read here is the row Prisma would give: every field of this schema
// is stored in the column named by its snake_case (but KEPT_COLUMNS), and selectRows parses each column type as
// Prisma does (tests/integration/model-rows.test.ts compares each row read so with Prisma's).
import { Prisma } from './generated/client';

/** A model's fields, as Prisma lists them (Prisma.<Model>ScalarFieldEnum) or a selection of them. */
export type Fields = Readonly<Record<string, string>>;

/**
 * Fields renamed in schema.prisma whose column kept its first name (@map, so no data moved): a
 * certificate's number and served moment are named as a claim's are. Keyed by the model's field
 * list; tests/integration/model-rows.test.ts fails on a renamed field missing here.
 */
const KEPT_COLUMNS = new Map<Fields, Readonly<Record<string, string>>>([
  [
    Prisma.CertificateScalarFieldEnum,
    { number: 'certificate_number', servedAt: 'issued_at', servedLate: 'issued_late' },
  ],
]);

/** The column a field of `fields` is stored in: its snake_case, unless it kept an older name. */
const columnOf = (fields: Fields, field: string) =>
  KEPT_COLUMNS.get(fields)?.[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The select list of `fields` of the table aliased `alias`, each as "alias.field". The alias and the
 * fields are trusted names (the code's own), never input.
 */
export function modelColumns(alias: string, fields: Fields): Prisma.Sql {
  return Prisma.raw(
    Object.values(fields)
      .map((field) => `${alias}.${columnOf(fields, field)} AS "${alias}.${field}"`)
      .join(', '),
  );
}

/**
 * The same for a row of `table` found by `where` (its key equal to a column of the outer row), as
 * one scalar subquery per field: the outer statement keeps few joins, and so stays quick to plan
 * (eight joined tables took PostgreSQL longer to plan than to run). Null fields when none is found.
 */
export function lookupColumns(alias: string, table: string, where: string, fields: Fields): Prisma.Sql {
  return Prisma.raw(
    Object.values(fields)
      .map(
        (field) =>
          `(SELECT ${alias}.${columnOf(fields, field)} FROM ${table} ${alias} WHERE ${where}) AS "${alias}.${field}"`,
      )
      .join(', '),
  );
}

/**
 * The model under `alias` in a row selected with modelColumns or lookupColumns, or null when none
 * was found: the first of `fields` must be one its table never leaves null (its id, or a required
 * field).
 */
export function modelOf<T>(row: Record<string, unknown>, alias: string, fields: Fields): T | null {
  const names = Object.values(fields);
  if (row[`${alias}.${names[0]}`] === null) return null;
  const model: Record<string, unknown> = {};
  for (const field of names) model[field] = row[`${alias}.${field}`];
  return model as T;
}

/** The fields a Prisma `select` names. */
export function selected(select: Readonly<Record<string, boolean>>): Fields {
  return Object.fromEntries(Object.keys(select).map((field) => [field, field]));
}
