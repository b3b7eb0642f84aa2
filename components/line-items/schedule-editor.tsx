'use client';
// The schedule-of-values editor of one contract and kind: toolbar (add, sort, import, export, Go to
// line), the tree table with inline editing, and the dialogs. Controls appear only for users who may edit.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LineItemView } from '@/lib/schemas/line-items';
import type { FoundLine } from '@/components/documents/find-line';
import { GoToLine } from '@/components/documents/go-to-line';
import type { LineTarget } from '@/components/documents/virtual-lines';
import { DetailsDialog } from './details-dialog';
import { ImportDialog } from './import-dialog';
import { unpackScheduleList, type PackedScheduleList } from './packed-schedule';
import { RejectDialog } from './reject-dialog';
import { actionId } from './row-actions';
import type { EditorTarget } from './row-editor';
import { SORT_OPTIONS, type SortKey } from './schedule-columns';
import { ScheduleTable } from './schedule-table';
import { ScheduleNotes } from './schedule-notes';
import { lineItemsUrl, scheduleEditable, sectionOf, type ScheduleScope } from './sections';
import { expandedKey, useExpandedState } from './use-expanded-state';
import { useScheduleActions } from './use-schedule-actions';
import styles from './line-items.module.css';

const ADD_ID = 'li-add-item';

/** Every item of the tree, parents before their children, in the schedule's own order. */
function flatten(items: readonly LineItemView[]): LineItemView[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

export function ScheduleEditor(props: {
  scope: ScheduleScope;
  currency: string;
  initial: PackedScheduleList;
}) {
  const { scope, currency } = props;
  const initial = useMemo(() => unpackScheduleList(props.initial), [props.initial]);
  const kind = initial.kind;
  const [expanded, setExpanded] = useExpandedState(expandedKey(scope.contractId, kind));
  const [sort, setSort] = useState<{ by: SortKey; desc: boolean }>({ by: 'default', desc: false });
  const schedule = useScheduleActions({ scope, currency, initial, setExpanded });
  const { list, editing, dialog, setDialog } = schedule;
  const section = sectionOf(kind);
  const editable = scheduleEditable(list);

  // Keyboard users land back on the control that opened an editor once it closes.
  const returnTo = useRef<string | null>(null);
  const { setEditing, actions: base } = schedule;
  const open = useCallback(
    (target: EditorTarget, from: string) => {
      returnTo.current = from;
      setEditing(target);
    },
    [setEditing],
  );
  useEffect(() => {
    if (editing || !returnTo.current) return;
    (document.getElementById(returnTo.current) ?? document.getElementById(ADD_ID))?.focus();
    returnTo.current = null;
  }, [editing]);
  const actions = useMemo(
    () => ({
      ...base,
      edit: (item: LineItemView) =>
        open({ mode: 'edit', item, depth: item.depth }, actionId('Edit', item.id)),
      addChild: (item: LineItemView) => {
        returnTo.current = actionId('Add sub-item to', item.id);
        base.addChild(item);
      },
    }),
    [base, open],
  );
  const cancel = useCallback(() => setEditing(null), [setEditing]);
  const lines = useMemo(() => flatten(list.items), [list.items]);
  const [target, setTarget] = useState<LineTarget | null>(null);
  const goTo = (found: FoundLine) => {
    const open = Object.fromEntries(found.parents.map((id) => [id, true]));
    setExpanded((now) => (now === true ? true : { ...now, ...open }));
    setTarget({ id: found.id });
  };

  return (
    <section aria-labelledby="li-heading">
      <h2 id="li-heading" className="visually-hidden">
        {section.title} items
      </h2>
      <div className={styles.toolbar}>
        {editable && (
          <button
            id={ADD_ID}
            type="button"
            className="button"
            disabled={schedule.busy}
            onClick={() => open({ mode: 'add', parentId: null, depth: 0 }, ADD_ID)}
          >
            Add item
          </button>
        )}
        <span className={styles.sort}>
          <label htmlFor="li-sort">Sort by</label>
          <select
            id="li-sort"
            value={sort.by}
            onChange={(e) => setSort({ ...sort, by: e.target.value as SortKey })}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <label htmlFor="li-sort-order">Order</label>
          <select
            id="li-sort-order"
            value={sort.desc ? 'desc' : 'asc'}
            disabled={sort.by === 'default'}
            onChange={(e) => setSort({ ...sort, desc: e.target.value === 'desc' })}
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </span>
        {editable && (
          <button type="button" className="button secondary" onClick={() => setDialog({ type: 'import' })}>
            Import CSV
          </button>
        )}
        <a className="button secondary" href={lineItemsUrl(scope, '/history/export')} download>
          Export history (CSV)
        </a>
        <GoToLine items={lines} onFound={goTo} />
      </div>
      <ScheduleNotes list={list} />
      <ScheduleTable
        list={list}
        currency={currency}
        caption={`${section.title}: items, quantities, rates and totals`}
        sort={sort}
        expanded={expanded}
        setExpanded={setExpanded}
        editing={editing}
        busy={schedule.busy}
        actions={actions}
        onSave={schedule.save}
        onCancel={cancel}
        target={target}
      />
      {dialog?.type === 'import' && (
        <ImportDialog
          title={`Import ${section.title.toLowerCase()} from CSV`}
          importUrl={lineItemsUrl(scope, `/import?kind=${kind}`)}
          templateUrl={lineItemsUrl(scope, '/template')}
          onClose={() => setDialog(null)}
          onImported={schedule.refresh}
        />
      )}
      {dialog?.type === 'details' && (
        <DetailsDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onSave={(patch) => schedule.saveDetails(dialog.item, patch)}
        />
      )}
      {dialog?.type === 'reject' && (
        <RejectDialog
          item={dialog.item}
          recordsFor={list.variation_decision?.records_for ? list.variation_decision.owner_name : null}
          onClose={() => setDialog(null)}
          onReject={(reason) => schedule.reject(dialog.item, reason)}
        />
      )}
    </section>
  );
}
