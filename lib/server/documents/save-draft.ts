import 'server-only';
// Saving a draft claim or certificate: its lines and its own fields, only while it is a draft, in
// one statement. The lines are written whatever their number from arrays (an upsert,
// lib/server/documents/upsert-lines.ts), and only if the row is still the version the editor read
// (else 409); the caller answers from what it wrote without reading the document again. Each kind
// of document says how its lines are checked and where its rows live (DraftStore).
import { AppError, type ErrorItem } from '@/lib/errors/app-error';
import { db, selectRows } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { JsonText, jsonText } from '@/lib/json/json-text';
import type { TUpdateClaim } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { historyInsertSql } from '../history';
import type { DocumentKind } from './kinds';

/** The editor's copy must be the current one: a document saved by someone else since answers 409. */
export function assertFresh(row: { updatedAt: Date }, updatedAt: string): void {
  if (new Date(updatedAt).getTime() !== row.updatedAt.getTime()) throw new AppError('conflict');
}

/** What a claim and a certificate both let the editor change besides its lines. */
type DraftInput = Pick<
  TUpdateClaim,
  | 'updated_at'
  | 'internal_notes'
  | 'external_notes'
  | 'has_retention'
  | 'less_previous_option'
  | 'custom_previous'
  | 'labour_element'
  | 'attach_audit_trail'
>;

interface DraftRow {
  id: string;
  status: string;
  updatedAt: Date;
  lessPreviousOption: string;
  customPrevious: bigint | null;
}

function draftFields(input: DraftInput, current: DraftRow) {
  const option = input.less_previous_option ?? current.lessPreviousOption;
  const custom = input.custom_previous !== undefined ? input.custom_previous : current.customPrevious;
  if (option === 'custom' && custom === null) {
    throw new AppError('invalid', [
      { field: 'custom_previous', message: 'Enter the previous amount to deduct' },
    ]);
  }
  return {
    internalNotes: input.internal_notes,
    externalNotes: input.external_notes,
    hasRetention: input.has_retention,
    lessPreviousOption: input.less_previous_option,
    customPrevious:
      input.custom_previous === undefined || input.custom_previous === null
        ? input.custom_previous
        : BigInt(input.custom_previous),
    labourElement: input.labour_element === undefined ? undefined : BigInt(input.labour_element),
    attachAuditTrail: input.attach_audit_trail,
  };
}

/**
 * A column of the row the editor may set: its name and SQL type. The shared ones are here; a kind of
 * document names its own (DraftStore.fields).
 */
export type DraftColumn = readonly [column: string, type: string];

const DRAFT_COLUMNS: Record<keyof ReturnType<typeof draftFields>, DraftColumn> = {
  internalNotes: ['internal_notes', 'text'],
  externalNotes: ['external_notes', 'text'],
  hasRetention: ['has_retention', 'boolean'],
  lessPreviousOption: ['less_previous_option', '"LessPreviousOption"'],
  customPrevious: ['custom_previous', 'bigint'],
  labourElement: ['labour_element', 'bigint'],
  attachAuditTrail: ['attach_audit_trail', 'boolean'],
};

/** Where one kind of document keeps its row and its lines. */
export interface DraftStore<Line> {
  /** Its kind: the table its rows are in, and the noun of its history row ('claim.updated'). */
  document: DocumentKind;
  /** The row's own fields this kind lets the editor set besides the shared ones: value, column. */
  fields?: Record<string, { value: unknown; column: DraftColumn }>;
  /** The CTEs writing the lines over the stored ones, each writing only `when` holds. */
  linesSql(lines: Line[], when: Prisma.Sql): Prisma.Sql;
  /** What the history row refers to. */
  refs: Parameters<typeof historyInsertSql>[2];
}

/** The next turn of the event loop: by then a statement just started is on its way to the database. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The CTE of the save statement that updated the row; lines and history are written only after it. */
const SAVED = Prisma.raw('saved');
const WHEN_SAVED = Prisma.sql`EXISTS (SELECT 1 FROM saved)`;

/**
 * Saves the draft; answers what `answer` made of the row as updated and the lines stored, already
 * serialised (JsonText).
 *
 * The row (only if it is still a draft of the version the editor read), the lines and the history
 * row are written by one statement, so they commit or fail together without a transaction held
 * open across round trips: the lines and history are written only if the row's UPDATE matched.
 * The statement goes straight to the connection pool (selectRows): its arrays of line values cost
 * Prisma's query engine twice what the driver takes to send them.
 *
 * `answer` runs, and its JSON is written, while the statement runs: on a long schedule the database
 * takes as long to write the lines as the server takes to value the document again and serialise
 * it, so the two overlap instead of following each other. The updated row it is given is the row as loaded with the fields set —
 * exactly the row written, since the UPDATE matches only that version. Its result is returned only
 * if the statement wrote the row.
 */
export async function saveDraft<Sent, Line, Row extends DraftRow, Answer>(
  actor: Actor,
  row: Row,
  input: DraftInput & { lines?: Sent[] },
  kind: {
    notDraft: string;
    /** Values the sent lines against the schedule; any error refuses the whole save. */
    checkLines(lines: Sent[]): { lines: Line[]; errors: ErrorItem[] };
    store: DraftStore<Line>;
    /** The answer to the save from the updated row and the lines being stored. */
    answer(row: Row, lines: Line[]): Answer;
  },
): Promise<JsonText> {
  if (row.status !== 'draft') throw new AppError('conflict', kind.notDraft);
  assertFresh(row, input.updated_at);
  const fields = draftFields(input, row);
  let lines: Line[] = [];
  if (input.lines?.length) {
    const checked = kind.checkLines(input.lines);
    if (checked.errors.length) throw new AppError('invalid', checked.errors);
    lines = checked.lines;
  }
  // A field sent is set (null included); one not sent keeps its value.
  const set = [
    ...Object.entries(fields).map(([field, value]) => ({
      field,
      value,
      column: DRAFT_COLUMNS[field as keyof typeof fields],
    })),
    ...Object.entries(kind.store.fields ?? {}).map(([field, f]) => ({ field, ...f })),
  ].filter((f) => f.value !== undefined);
  // Set explicitly: a save of lines only changes no column of the row, yet is a new version.
  const updatedAt = new Date();
  const updated = { ...row, ...Object.fromEntries(set.map((f) => [f.field, f.value])), updatedAt };
  const assignments = set.map(
    ({ column: [column, type], value }) =>
      Prisma.sql`${Prisma.raw(column)} = ${typeof value === 'bigint' ? String(value) : value}::${Prisma.raw(type)}`,
  );
  const { document, refs } = kind.store;
  const statement = Prisma.sql`
    WITH saved AS (
      UPDATE ${Prisma.raw(document.table)}
         SET ${Prisma.join([Prisma.sql`updated_at = ${updatedAt}::timestamptz`, ...assignments])}
       WHERE id = ${row.id}::uuid AND status = 'draft' AND updated_at = ${row.updatedAt}::timestamptz
      RETURNING id),
    ${lines.length ? Prisma.sql`${kind.store.linesSql(lines, WHEN_SAVED)},` : Prisma.empty}
    logged AS (${historyInsertSql(
      actor,
      `${document.noun}.updated`,
      refs,
      { lines: lines.length, fields: Object.keys(input).filter((k) => k !== 'lines' && k !== 'updated_at') },
      updatedAt,
      SAVED,
    )})
    SELECT count(*)::int AS saved FROM saved`;
  const [[result], answer] = await Promise.all([
    selectRows<{ saved: number }>(db(), statement),
    nextTurn().then(() => new JsonText(jsonText(kind.answer(updated, lines)))),
  ]);
  if (result?.saved !== 1) throw new AppError('conflict');
  return answer;
}
