import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError, type ErrorItem } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { LineItemKind, Prisma } from '@/lib/db/generated/client';
import { canAddChild } from '@/lib/domain/line-item-locks';
import { formatScheduleCsvError, readScheduleCsv, type ScheduleCsvRow } from '@/lib/domain/line-items-csv';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { recordLineItemChange } from './record-change';
import { loadScheduleState, type ScheduleState } from './schedule-state';
import { becomeParents, nextPosition } from './tree-edits';
import { contractToday, writeSchedule, type ContractScope } from './write-schedule';

/** Enough to fix a file from; a file with thousands of bad rows gets the first ones and a count. */
const MAX_REPORTED = 500;

function validate(state: ScheduleState, text: string) {
  const existing = state.rows.map((r) => ({
    id: r.id,
    ref: r.label,
    canAddChild: canAddChild(state.subject(r.id)),
  }));
  const result = readScheduleCsv(text, existing);
  if (result.ok) return result.rows;
  const items: ErrorItem[] = result.errors.slice(0, MAX_REPORTED).map((e) => ({
    field: `rows.${e.line}${e.column ? `.${e.column}` : ''}`,
    message: formatScheduleCsvError(e),
  }));
  const more = result.errors.length - items.length;
  if (more > 0) items.push({ message: `…and ${more} more problems.` });
  throw new AppError('invalid', items);
}

/**
 * POST …/lineitem/import?kind&preview: after the access check, reads the upload and checks every
 * row (lib/domain/line-items-csv.ts). Any bad row: 422 with a report of each, nothing saved. A good
 * file is saved whole in one transaction with createMany (Prisma sends it as one INSERT per ~1,000
 * rows, never one per row) and the parents' totals are brought up to date. With preview the file is
 * only checked.
 */
export async function importLineItems(
  actor: Actor,
  scope: ContractScope,
  kind: LineItemKind,
  readFile: () => Promise<string>,
  options: { preview: boolean },
) {
  // Access first: nobody without edit rights gets the server to read their upload.
  const { contract } = await loadContract(actor, scope.contractId, {
    projectId: scope.projectId,
    action: 'edit',
  });
  const text = await readFile();
  if (text.includes('\u0000'))
    throw new AppError('invalid', [{ field: 'file', message: 'This is not a CSV file.' }]);
  if (options.preview) {
    const rows = validate(await loadScheduleState(db(), contract.id, kind), text);
    return { preview: true, valid: true, rows: rows.length };
  }
  return writeSchedule(
    actor,
    scope,
    kind,
    async ({ tx, state, contract, refs }) => {
      const rows = validate(state, text);
      const data = toCreateRows(rows, state, kind, contractToday(contract.timeZone), contract.id);
      await tx.lineItem.createMany({ data });
      await becomeParents(
        tx,
        state,
        new Set(rows.flatMap((r) => (r.parent?.inFile === false ? [r.parent.id] : []))),
      );
      await recordLineItemChange(
        tx,
        actor,
        refs,
        'line_item.imported',
        { id: contract.id, kind, label: null, description: `${rows.length} items` },
        { count: rows.length },
      );
      return { imported: rows.length };
    },
    { timeout: 60_000 },
  );
}

/** New rows with ids, parents and positions (after the existing children, in file order). */
function toCreateRows(
  rows: readonly ScheduleCsvRow[],
  state: ScheduleState,
  kind: LineItemKind,
  today: Date,
  contractId: string,
): Prisma.LineItemCreateManyInput[] {
  const idOfRef = new Map<string, string>();
  const next = new Map<string | null, number>();
  const hasChildren = new Set(rows.flatMap((r) => (r.parent?.inFile ? [r.parent.ref] : [])));
  const created = new Map<string, Prisma.LineItemCreateManyInput>();
  return rows.map((row) => {
    const id = randomUUID();
    if (row.ref !== null) idOfRef.set(row.ref, id);
    const parentId = row.parent ? (row.parent.inFile ? idOfRef.get(row.parent.ref)! : row.parent.id) : null;
    const position = next.get(parentId) ?? nextPosition(state.rows, parentId);
    next.set(parentId, position + 1);
    const parent = parentId ? (state.byId.get(parentId) ?? created.get(parentId)) : undefined;
    const variation = kind === 'variation';
    const status = variation ? (parentId && state.approvals.get(parentId)) || 'pending' : null;
    const item: Prisma.LineItemCreateManyInput = {
      id,
      contractId,
      parentId,
      kind,
      position,
      label: row.ref,
      description: row.description,
      valueType: row.valueType,
      quantity: row.quantity === null ? null : BigInt(row.quantity),
      unit: row.unit,
      rate: row.rate === null ? null : BigInt(row.rate),
      total: BigInt(row.total),
      isProvisional: row.isProvisional,
      excludeRetention: row.excludeRetention,
      materialSite: kind === 'material' ? (parent?.materialSite ?? 'on_site') : null,
      approvalStatus: status,
      variationType: variation
        ? (parent?.variationType ?? (row.ref !== null && hasChildren.has(row.ref) ? 'multi' : 'basic'))
        : null,
      submitDate: variation ? today : null,
      approvedDate: status === 'approved' ? today : null,
    };
    created.set(id, item);
    return item;
  });
}
