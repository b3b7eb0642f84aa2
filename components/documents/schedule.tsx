'use client';
// A claim's or certificate's whole schedule: the sort and expand controls (remembered per
// contract, §2), "Go to line" (go-to-line.tsx), and a table per section — base contract, variations,
// materials — in the order the PDF prints them. The caller renders each section's table (claim
// columns or certificate columns).
import { Fragment, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { DocumentTotalsJson } from './document-json';
import {
  CLAIM_SORT_OPTIONS,
  parseSort,
  type ClaimSort,
  type ClaimSortKey,
  type TreeItem,
} from './schedule-rows';
import { claimExpandedKey, claimSortKey, useStoredState } from '../ui/use-stored-state';
import type { FoundLine } from './find-line';
import { GoToLine } from './go-to-line';
import type { LineTarget } from './virtual-lines';
import styles from './documents.module.css';

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

/** One section as the caller's table draws it. */
export interface ScheduleSection<T extends TreeItem> {
  title: string;
  items: readonly T[];
  subtotal: DocumentTotalsJson['base'];
  sort: ClaimSort;
  isExpanded: (id: string) => boolean;
  onToggle: (id: string) => void;
  /** The line "Go to line" asked for, if it is in this section. */
  target: LineTarget | null;
}

export function ClaimSchedule<T extends TreeItem & { kind: string }>(props: {
  contractId: string;
  items: readonly T[];
  /** Each section's subtotal (a claim's or certificate's totals carry them). */
  totals: Record<'base' | 'variations' | 'materials', DocumentTotalsJson['base']>;
  renderSection: (section: ScheduleSection<T>) => ReactNode;
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
  const [target, setTarget] = useState<LineTarget | null>(null);
  const goTo = (found: FoundLine) => {
    // Open the parents it sits under, then bring it on screen (a new object each time).
    if (expanded !== true && found.parents.some((p) => !expanded[p])) {
      setExpanded({ ...expanded, ...Object.fromEntries(found.parents.map((p) => [p, true])) });
    }
    setTarget({ id: found.id });
  };
  const byKind = useMemo(
    () => Object.fromEntries(SECTIONS.map((s) => [s.kind, props.items.filter((i) => i.kind === s.kind)])),
    [props.items],
  );
  return (
    <>
      <div className={styles.tools} role="group" aria-label="Sort and expand">
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
        <GoToLine items={props.items} onFound={goTo} />
      </div>
      {SECTIONS.map((s) =>
        byKind[s.kind]!.length === 0 ? null : (
          <Fragment key={s.kind}>
            {props.renderSection({
              title: s.title,
              items: byKind[s.kind]!,
              subtotal: props.totals[s.totals],
              sort,
              isExpanded,
              onToggle,
              target,
            })}
          </Fragment>
        ),
      )}
    </>
  );
}
