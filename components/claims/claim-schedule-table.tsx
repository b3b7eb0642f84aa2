'use client';
// One section of the claim's schedule (base contract, variations or materials) as a tree table:
// per item its contract value, previous, how it is claimed, this claim, to date and remaining;
// the section's subtotal below. The table scrolls sideways inside its wrapper on a phone.
import { useMemo } from 'react';
import type { ProgressEntry } from '@/lib/domain/line-items';
import { subtract } from '@/lib/domain/money';
import { formatMoney } from '@/lib/domain/money-format';
import type { CommitResult } from '../documents/entry-cell';
import type { ClaimItem } from './claim-json';
import { ClaimRow, type RowFigures } from '../documents/schedule-row';
import { visibleRows } from '../documents/schedule-rows';
import type { ScheduleSection } from '../documents/schedule';
import documentStyles from '@/components/documents/documents.module.css';
import { ColumnHeads, type Column } from '@/components/ui/column-heads';

const CLAIM_COLUMNS: Column[] = [
  { label: 'Ref' },
  { label: 'Description' },
  { label: 'Contract value', num: true },
  { label: 'Previous', num: true },
  { label: 'Claimed to date as' },
  { label: 'This claim', num: true },
  { label: 'Claimed to date', num: true },
  { label: 'Remaining', num: true },
];

export function ClaimScheduleTable(
  props: ScheduleSection<ClaimItem> & {
    currency: string;
    figuresOf: (item: ClaimItem) => RowFigures;
    entryOf: (item: ClaimItem) => ProgressEntry | null;
    onCommit: (result: CommitResult) => void;
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
          <tbody>
            {rows.map(({ item, expanded }) => (
              <ClaimRow
                key={item.id}
                item={item}
                currency={props.currency}
                expanded={expanded}
                onToggle={props.onToggle}
                entry={props.entryOf(item)}
                onCommit={props.onCommit}
                {...props.figuresOf(item)}
              />
            ))}
          </tbody>
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
