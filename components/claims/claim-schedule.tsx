'use client';
// The claim's whole schedule: the sort and expand controls (remembered per contract, §2) and a
// table per section — base contract, variations, materials — in the order the PDF prints them.
import { useCallback, useId, useMemo } from 'react';
import type { ProgressEntry } from '@/lib/domain/line-items';
import type { CommitResult } from './claim-entry-cell';
import type { ClaimItem, ClaimTotalsJson } from './claim-json';
import type { RowFigures } from './claim-row';
import { CLAIM_SORT_OPTIONS, parseSort, type ClaimSortKey } from './claim-rows';
import { ClaimScheduleTable } from './claim-schedule-table';
import { claimExpandedKey, claimSortKey, useStoredState } from './use-stored-state';

const SECTIONS = [
  { kind: 'base', title: 'Base contract', totals: 'base' },
  { kind: 'variation', title: 'Variations', totals: 'variations' },
  { kind: 'material', title: 'Materials', totals: 'materials' },
] as const;

/** Expand state: true = everything open, else the open parents by id (the line-item tables' format). */
type Expanded = true | Record<string, boolean>;

function parseExpanded(raw: string | null): Expanded {
  try {
    const value: unknown = JSON.parse(raw ?? 'true');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, boolean>;
  } catch {
    // Something another version wrote: open everything.
  }
  return true;
}

export function ClaimSchedule(props: {
  contractId: string;
  items: readonly ClaimItem[];
  totals: ClaimTotalsJson;
  currency: string;
  figuresOf: (item: ClaimItem) => RowFigures;
  entryOf: (item: ClaimItem) => ProgressEntry | null;
  onCommit: (result: CommitResult) => void;
}) {
  const ids = useId();
  const [sort, setSort] = useStoredState(claimSortKey(props.contractId), parseSort);
  const [expanded, setExpanded] = useStoredState(claimExpandedKey(props.contractId), parseExpanded);
  const isExpanded = useCallback((id: string) => expanded === true || expanded[id] === true, [expanded]);
  const parents = useMemo(() => props.items.filter((i) => i.has_children).map((i) => i.id), [props.items]);
  const onToggle = useCallback(
    (id: string) => {
      const open = expanded === true ? Object.fromEntries(parents.map((p) => [p, true])) : expanded;
      setExpanded({ ...open, [id]: !isExpanded(id) });
    },
    [expanded, parents, isExpanded, setExpanded],
  );
  const byKind = useMemo(
    () => Object.fromEntries(SECTIONS.map((s) => [s.kind, props.items.filter((i) => i.kind === s.kind)])),
    [props.items],
  );
  return (
    <>
      <div className="cl-tools" role="group" aria-label="Sort and expand">
        <label htmlFor={`${ids}-sort`}>Sort by</label>
        <select
          id={`${ids}-sort`}
          value={sort.by}
          onChange={(e) => setSort({ ...sort, by: e.target.value as ClaimSortKey })}
        >
          {CLAIM_SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-dir`}>Order</label>
        <select
          id={`${ids}-dir`}
          value={sort.desc ? 'desc' : 'asc'}
          disabled={sort.by === 'default'}
          onChange={(e) => setSort({ ...sort, desc: e.target.value === 'desc' })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
        <button type="button" className="link-button" onClick={() => setExpanded(true)}>
          Expand all
        </button>
        <button type="button" className="link-button" onClick={() => setExpanded({})}>
          Collapse all
        </button>
      </div>
      {SECTIONS.map((s) =>
        byKind[s.kind]!.length === 0 ? null : (
          <ClaimScheduleTable
            key={s.kind}
            title={s.title}
            items={byKind[s.kind]!}
            subtotal={props.totals[s.totals]}
            currency={props.currency}
            sort={sort}
            isExpanded={isExpanded}
            onToggle={onToggle}
            figuresOf={props.figuresOf}
            entryOf={props.entryOf}
            onCommit={props.onCommit}
          />
        ),
      )}
    </>
  );
}
