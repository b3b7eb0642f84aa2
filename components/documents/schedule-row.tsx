'use client';
// One line of a claim table. Memoised on plain figures, so committing one cell re-renders only
// the lines whose figures changed (that line and its parents), even on a 2,000-line schedule.
import { memo } from 'react';
import type { ProgressEntry } from '@/lib/domain/line-items';
import type { Cents } from '@/lib/domain/money';
import { formatHundredths, formatMoney, formatPercent } from '@/lib/domain/money-format';
import { ClaimEntryCell, type CommitResult } from './entry-cell';
import type { ClaimItem } from '../claims/claim-json';
import { DescriptionCell, RefCell } from './item-cells';
import { EvidenceButton } from '../line-evidence/evidence-context';
import styles from './documents.module.css';

export interface RowFigures {
  total: Cents;
  previous: Cents;
  thisPeriod: Cents;
  toDate: Cents;
  remaining: Cents;
}

/** How a saved line was claimed, for read-only tables. */
function claimedAs(item: ClaimItem): string {
  if (item.has_children) return '';
  if (item.claim_option === 'qty' && item.claimed_qty !== null) {
    return `${formatHundredths(item.claimed_qty)}${item.unit ? ` ${item.unit}` : ''}`;
  }
  return item.claimed_percent === null ? '' : formatPercent(item.claimed_percent);
}

export const ClaimRow = memo(function ClaimRow(
  props: RowFigures & {
    item: ClaimItem;
    currency: string;
    expanded: boolean;
    onToggle: (id: string) => void;
    /** The entry of an editable line; null shows the line read-only. */
    entry: ProgressEntry | null;
    onCommit: (result: CommitResult) => void;
    version?: string;
  },
) {
  const { item } = props;
  const money = (cents: Cents) => formatMoney(cents, { currency: props.currency });
  return (
    <tr className={item.has_children ? styles.rowParent : item.counts ? undefined : styles.rowOut}>
      <td>
        <RefCell item={item} expanded={props.expanded} onToggle={props.onToggle} />
      </td>
      <td className={styles.description}>
        <DescriptionCell item={item} />
        <EvidenceButton item={item} />
      </td>
      <td className="num">{money(props.total)}</td>
      <td className="num">{money(props.previous)}</td>
      <td>
        {props.entry ? (
          <ClaimEntryCell
            key={props.version}
            item={item}
            entry={props.entry}
            toDate={props.toDate}
            onCommit={props.onCommit}
          />
        ) : (
          claimedAs(item)
        )}
      </td>
      <td className="num">{money(props.thisPeriod)}</td>
      <td className="num">{money(props.toDate)}</td>
      <td className="num">{money(props.remaining)}</td>
    </tr>
  );
});
