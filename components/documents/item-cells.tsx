// How a schedule item reads in a claim table: its reference (indented, with the expand toggle of
// a parent) and its description with the flags that change how it is claimed.
import type { DocumentItem } from './document-json';
import styles from './documents.module.css';

/** What the reference and description cells show of a line: claim and certificate lines alike. */
export type DescribedItem = Pick<
  DocumentItem,
  | 'id'
  | 'depth'
  | 'has_children'
  | 'label'
  | 'description'
  | 'variation_reference'
  | 'is_provisional'
  | 'exclude_retention'
  | 'material_site'
  | 'counts'
> & { approval_status: DocumentItem['approval_status'] };

export const itemName = (item: Pick<DocumentItem, 'label' | 'description'>) =>
  [item.label, item.description].filter(Boolean).join(' ');

const APPROVAL_NOTE = { pending: 'Pending approval', rejected: 'Rejected', approved: null } as const;

export function RefCell(props: { item: DescribedItem; expanded: boolean; onToggle: (id: string) => void }) {
  const { item } = props;
  return (
    <span className={styles.ref} style={{ paddingLeft: `${item.depth * 1.1}rem` }}>
      {item.has_children ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={props.expanded}
          aria-label={`${props.expanded ? 'Collapse' : 'Expand'} ${itemName(item)}`}
          onClick={() => props.onToggle(item.id)}
        >
          <span aria-hidden="true">{props.expanded ? '▾' : '▸'}</span>
        </button>
      ) : (
        <span className={styles.toggleSpace} aria-hidden="true" />
      )}
      {item.label}
    </span>
  );
}

/** `outNote`: how a line that does not count reads ('Not claimable' on a claim). */
export function DescriptionCell({
  item,
  outNote = 'Not claimable',
}: {
  item: DescribedItem;
  outNote?: string;
}) {
  const approval = item.approval_status ? APPROVAL_NOTE[item.approval_status] : null;
  return (
    <>
      <span className={item.has_children ? styles.parent : undefined}>{item.description}</span>
      {item.variation_reference && <span className={styles.flag}>{item.variation_reference}</span>}
      {item.is_provisional && <span className={styles.flag}>Provisional</span>}
      {item.exclude_retention && <span className={styles.flag}>No retention</span>}
      {item.material_site && (
        <span className={styles.flag}>{item.material_site === 'on_site' ? 'On site' : 'Off site'}</span>
      )}
      {approval && <span className={`${styles.flag} ${styles.flagWarn}`}>{approval}</span>}
      {!item.counts && !item.has_children && <span className={styles.note}>{outNote}</span>}
    </>
  );
}
