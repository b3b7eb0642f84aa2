'use client';
// What the schedule's controls do: each write goes through useApi (the §8 error catalogue), then
// the schedule is read again so every figure on screen is the server's (parent sums included).
import { useCallback, useMemo, useState } from 'react';
import type { ExpandedState, Updater } from '@tanstack/react-table';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney } from '@/lib/domain/money-format';
import type { LineItemView, ScheduleList, TLineItemPatch, TLineItemRow } from '@/lib/schemas/line-items';
import type { ScheduleActions } from './row-actions';
import type { EditorTarget } from './row-editor';
import { itemName, lineItemsUrl, type ScheduleScope } from './sections';

export type Dialog =
  | { type: 'import' }
  | { type: 'details'; item: LineItemView }
  | { type: 'reject'; item: LineItemView }
  | null;

/** The Convert to Fixed Value dialog's text (§2): the conversion cannot be undone (§4). */
export function convertMessage(item: LineItemView, currency: string): string {
  const total = formatMoney(item.total, { currency });
  return (
    `“${itemName(item)}” is a provisional sum of ${total}. Converting it makes ${total} its fixed value. ` +
    'This cannot be undone: a fixed value can never be made provisional again, and once it is approved ' +
    'or certified it is locked like any other item.'
  );
}

/** How a variation is named when a decision on it is recorded: its reference, else its Ref and description. */
const variationName = (item: LineItemView) => item.variation_reference || itemName(item);

/**
 * The question before a payee records its payer's approval given on paper (the payer is not on
 * ClaimCert, lib/domain/contract-decisions): recording it binds the contract as if the payer had.
 */
export function recordApprovalMessage(item: LineItemView, payer: string, currency: string): string {
  return `Record that ${payer} approved ${variationName(item)} (${formatMoney(item.total, { currency })})?`;
}

function siblingsOf(items: readonly LineItemView[], parentId: string | null): LineItemView[] {
  if (parentId === null) return [...items];
  for (const item of items) {
    if (item.id === parentId) return item.children;
    const found = siblingsOf(item.children, parentId);
    if (found.length) return found;
  }
  return [];
}

export function useScheduleActions(options: {
  scope: ScheduleScope;
  currency: string;
  initial: ScheduleList;
  setExpanded: (updater: Updater<ExpandedState>) => void;
}) {
  const { scope, currency, setExpanded } = options;
  const api = useApi();
  const ui = useUi();
  const [list, setList] = useState(options.initial);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const base = lineItemsUrl(scope);
  const kind = list.kind;

  const refresh = useCallback(async () => {
    const answer = await api<ScheduleList>(`${base}?kind=${kind}`);
    if (answer.ok) setList(answer.data);
  }, [api, base, kind]);

  const write = useCallback(
    async (url: string, init: RequestInit & { json?: unknown }, done: string): Promise<boolean> => {
      setBusy(true);
      try {
        const answer = await api(url, init);
        if (answer.ok) {
          await refresh();
          ui.toast(done);
        }
        return answer.ok;
      } finally {
        setBusy(false);
      }
    },
    [api, refresh, ui],
  );

  const actions = useMemo<ScheduleActions>(
    () => ({
      edit: (item) => setEditing({ mode: 'edit', item, depth: item.depth }),
      addChild: (item) => {
        setExpanded((old) => (old === true ? true : { ...old, [item.id]: true }));
        setEditing({ mode: 'add', parentId: item.id, depth: item.depth + 1 });
      },
      details: (item) => setDialog({ type: 'details', item }),
      move: (item, direction) => {
        const ids = siblingsOf(list.items, item.parent_id).map((s) => s.id);
        const from = ids.indexOf(item.id);
        [ids[from], ids[from + direction]] = [ids[from + direction]!, ids[from]!];
        void write(
          `${base}/order`,
          { method: 'PATCH', json: { kind, parent_id: item.parent_id, ids } },
          'Order saved',
        );
      },
      remove: async (item) => {
        if (!(await ui.confirmDelete(item.children.length ? 'item and its sub-items' : 'item'))) return;
        await write(`${base}/${item.id}`, { method: 'DELETE' }, 'Item deleted');
      },
      convert: async (item) => {
        const ok = await ui.confirm('Convert to Fixed Value', convertMessage(item, currency), {
          ok: 'Convert to fixed value',
          cancel: 'Cancel',
        });
        if (ok)
          await write(
            `${base}/${item.id}/convert-to-fixed`,
            { method: 'POST' },
            'Converted to a fixed value',
          );
      },
      approve: async (item) => {
        // Recording the payer's paper decision is a deliberate act: it asks first.
        const decision = list.variation_decision;
        if (decision?.records_for) {
          const message = recordApprovalMessage(item, decision.owner_name, currency);
          const ok = await ui.confirm('Record the payer’s approval', message, {
            ok: 'Record approval',
            cancel: 'Cancel',
          });
          if (!ok) return;
        }
        await write(
          `${base}/${item.id}/approve?status=approved`,
          { method: 'POST', json: {} },
          decision?.records_for ? 'Approval recorded' : 'Variation approved',
        );
      },
      reject: (item) => setDialog({ type: 'reject', item }),
    }),
    [base, currency, kind, list.items, list.variation_decision, setExpanded, ui, write],
  );

  /** The row editor's Save: a new item (POST) or a change (PATCH; a parent's values are its children's). */
  const save = useCallback(
    (target: EditorTarget, values: TLineItemRow) => {
      const { is_provisional, material_site, variation_type, ...fields } = values;
      const site = kind === 'material' ? { material_site } : {};
      if (target.mode === 'add') {
        const type = kind === 'variation' && !target.parentId ? { variation_type } : {};
        const json = { kind, parent_id: target.parentId, is_provisional, ...fields, ...type, ...site };
        return write(base, { method: 'POST', json }, 'Item added');
      }
      const { quantity, unit, rate, total, ...texts } = fields;
      const patch: TLineItemPatch = target.item.children.length
        ? { ...texts, ...site }
        : { ...texts, quantity, unit, rate, total, ...site };
      return write(`${base}/${target.item.id}`, { method: 'PATCH', json: patch }, 'Item saved');
    },
    [base, kind, write],
  );

  const saveDetails = (item: LineItemView, patch: TLineItemPatch) =>
    write(`${base}/${item.id}`, { method: 'PATCH', json: patch }, 'Details saved');
  const reject = (item: LineItemView, reason: string) =>
    write(
      `${base}/${item.id}/approve?status=rejected`,
      { method: 'POST', json: { reason } },
      'Variation rejected',
    );

  return {
    list,
    refresh,
    editing,
    setEditing,
    dialog,
    setDialog,
    busy,
    actions,
    save,
    saveDetails,
    reject,
    base,
  };
}
