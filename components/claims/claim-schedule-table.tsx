'use client';
// One section of the claim's schedule (base contract, variations or materials) as a tree table:
// per item its contract value, previous, how it is claimed, this claim, to date and remaining;
// the section's subtotal below. Its columns have fixed widths and only the lines on screen are
// drawn (VirtualLines), so a 2,000-line schedule types and scrolls as a short one; the table
// scrolls sideways inside its wrapper on a phone.
import { useMemo } from 'react';
import type { ProgressEntry } from '@/lib/domain/line-items';
import { subtract } from '@/lib/domain/money';
import { formatMoney } from '@/lib/domain/money-format';
import type { CommitResult } from '../documents/entry-cell';
import type { ClaimItem } from './claim-json';
import { ClaimRow, type RowFigures } from '../documents/schedule-row';
import { visibleRows } from '../documents/schedule-rows';
import { SCHEDULE_WIDTHS, VirtualLines } from '../documents/virtual-lines';
import type { ScheduleSection } from '../documents/schedule';
import documentStyles from '@/components/documents/documents.module.css';
import { ColumnHeads, type Column } from '@/components/ui/column-heads';

const CLAIM_COLUMNS: Column[] = [
  { label: 'Ref', width: SCHEDULE_WIDTHS.ref },
  { label: 'Description' },
  { label: 'Contract value', num: true, width: SCHEDULE_WIDTHS.money },
  { label: 'Previous', num: true, width: SCHEDULE_WIDTHS.money },
  { label: 'Claimed to date as', width: SCHEDULE_WIDTHS.entry },
  { label: 'This claim', num: true, width: SCHEDULE_WIDTHS.money },
  { label: 'Claimed to date', num: true, width: SCHEDULE_WIDTHS.money },
  { label: 'Remaining', num: true, width: SCHEDULE_WIDTHS.money },
];

export function ClaimScheduleTable(
  props: ScheduleSection<ClaimItem> & {
    currency: string;
    figuresOf: (item: ClaimItem) => RowFigures;
    entryOf: (item: ClaimItem) => ProgressEntry | null;
    onCommit: (result: CommitResult) => void;
    /** The draft's version: each entry cell starts again from the saved answer when it changes. */
    version?: string;
  },
) {
  const { items, sort, isExpanded } = props;
  const rows = useMemo(() => visibleRows(items, sort, isExpanded), [items, sort, isExpanded]);
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const headingId = `claim-section-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={documentStyles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{props.title}</h3>
      <div className="table-scroll">
        <table className={`table ${documentStyles.scheduleTable}`}>
          <caption className="visually-hidden">{props.title}: this claim by item</caption>
          <ColumnHeads columns={CLAIM_COLUMNS} />
          <VirtualLines
            lines={rows}
            keyOf={(row) => row.item.id}
            target={props.target}
            columns={CLAIM_COLUMNS.length}
            render={({ item, expanded }) => (
              <ClaimRow
                item={item}
                currency={props.currency}
                expanded={expanded}
                onToggle={props.onToggle}
                entry={props.entryOf(item)}
                onCommit={props.onCommit}
                version={props.version}
                {...props.figuresOf(item)}
              />
            )}
          />
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total {props.title.toLowerCase()}
              </th>
              <td className="num">{money(props.subtotal.contract_value)}</td>
              <td className="num">{money(props.subtotal.previous)}</td>
              <td />
              <td className="num">{money(props.subtotal.this_claim)}</td>
              <td className="num">{money(props.subtotal.to_date)}</td>
              <td className="num">
                {money(subtract(props.subtotal.contract_value, props.subtotal.to_date))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
