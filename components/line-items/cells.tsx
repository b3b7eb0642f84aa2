// How one schedule item reads in the table (spec §2 line-item table: Ref, Description, Qty, Unit,
// Rate, Total), with figures formatted in the account currency.
import type { Row } from '@tanstack/react-table';
import { formatHundredths, formatMoney } from '@/lib/domain/money-format';
import type { LineItemView } from '@/lib/schemas/line-items';
import { itemName } from './sections';
import styles from './line-items.module.css';

export const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
export const SITE_LABELS = { on_site: 'On site', off_site: 'Off site' } as const;

/** The Ref cell: indented by depth, with the expand/collapse toggle of a parent. */
export function RefCell({ row }: { row: Row<LineItemView> }) {
  const item = row.original;
  return (
    <span className={styles.ref} style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
      {row.getCanExpand() ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={row.getIsExpanded()}
          aria-label={`${row.getIsExpanded() ? 'Collapse' : 'Expand'} ${itemName(item)}`}
          onClick={row.getToggleExpandedHandler()}
        >
          <span aria-hidden="true">{row.getIsExpanded() ? '▾' : '▸'}</span>
        </button>
      ) : (
        <span className={styles.toggleSpace} aria-hidden="true" />
      )}
      {item.label}
    </span>
  );
}

export function DescriptionCell({ item }: { item: LineItemView }) {
  return (
    <>
      <span className={item.children.length ? styles.parent : undefined}>{item.description}</span>
      {item.is_provisional && <span className={styles.flag}>Provisional</span>}
      {item.exclude_retention && <span className={styles.flag}>No retention</span>}
      {item.variation_reference && <span className={styles.flag}>{item.variation_reference}</span>}
      {item.certified_to_date !== 0 && (
        <span className={styles.flag} title="Money has been certified against this item, so it is locked.">
          Certified
        </span>
      )}
      {item.detailed_description && <span className={styles.detail}>{item.detailed_description}</span>}
      {item.current_status === 'rejected' && item.reject_reason && (
        <span className={styles.detail}>Rejected: {item.reject_reason}</span>
      )}
    </>
  );
}

export const qtyText = (item: LineItemView) =>
  item.quantity === null ? '' : formatHundredths(item.quantity);
export const rateText = (item: LineItemView, currency: string) =>
  item.rate === null ? '' : formatMoney(item.rate, { currency });

export function StatusCell({ item }: { item: LineItemView }) {
  if (!item.current_status) return null;
  return <span className={`status status-${item.current_status}`}>{STATUS_LABELS[item.current_status]}</span>;
}
