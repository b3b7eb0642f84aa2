import 'server-only';
// Saving a draft claim or certificate: its lines and its own fields, only while it is a draft, in
// one transaction. The lines are written in one statement whatever their number (an upsert from
// arrays, lib/server/documents/upsert-lines.ts), and the row is updated only if it is still the
// version the editor read (else 409); the updated row comes back from that same statement, so the
// caller answers from what it wrote without reading the document again. Each kind of document says
// how its lines are checked and where its rows live (DraftStore).
import { AppError, type ErrorItem } from '@/lib/api/app-error';
import { db, type Tx } from '@/lib/db/client';
import type { TUpdateClaim } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';

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

/** Where one kind of document keeps its row and its lines. */
export interface DraftStore<Line, Row> {
  /** Updates the row where it matches `where`; answers the rows it changed, as they now are. */
  update(
    tx: Tx,
    where: { id: string; status: 'draft'; updatedAt: Date },
    data: ReturnType<typeof draftFields> & { updatedAt: Date },
  ): Promise<Row[]>;
  /** Stores these lines over any stored for the same items. */
  replaceLines(tx: Tx, lines: Line[]): Promise<void>;
  /** The history row: its action and what it refers to. */
  history: { action: string; refs: Parameters<typeof recordHistory>[3] };
}

/** The next turn of the event loop: by then a statement just started is on its way to the database. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Saves the draft; answers its row as updated, the lines it stored and what `answer` made of them.
 * `answer` runs while the lines are being written: on a long schedule the database takes as long
 * to write them as the server takes to value the document again, so the two overlap instead of
 * following each other. It runs once the row is updated (so the version is known to be fresh) and
 * its result is returned only if the whole save commits.
 */
export async function saveDraft<Sent, Line, Row, Answer>(
  actor: Actor,
  row: DraftRow,
  input: DraftInput & { lines?: Sent[] },
  kind: {
    notDraft: string;
    /** Values the sent lines against the schedule; any error refuses the whole save. */
    checkLines(lines: Sent[]): { lines: Line[]; errors: ErrorItem[] };
    store: DraftStore<Line, Row>;
    /** The answer to the save from the updated row and the lines being stored. */
    answer(row: Row, lines: Line[]): Answer;
  },
): Promise<Answer> {
  if (row.status !== 'draft') throw new AppError('conflict', kind.notDraft);
  assertFresh(row, input.updated_at);
  const fields = draftFields(input, row);
  let lines: Line[] = [];
  if (input.lines?.length) {
    const checked = kind.checkLines(input.lines);
    if (checked.errors.length) throw new AppError('invalid', checked.errors);
    lines = checked.lines;
  }
  return db().$transaction(async (tx) => {
    const rows = await kind.store.update(
      tx,
      { id: row.id, status: 'draft', updatedAt: row.updatedAt },
      // Set explicitly: a save of lines only changes no column of the row, yet is a new version.
      { ...fields, updatedAt: new Date() },
    );
    if (rows.length !== 1) throw new AppError('conflict');
    const updated = rows[0]!;
    const [, answer] = await Promise.all([
      lines.length ? kind.store.replaceLines(tx, lines) : null,
      nextTurn().then(() => kind.answer(updated, lines)),
    ]);
    await recordHistory(tx, actor, kind.store.history.action, kind.store.history.refs, {
      lines: lines.length,
      fields: Object.keys(input).filter((k) => k !== 'lines' && k !== 'updated_at'),
    });
    return answer;
  });
}
