'use client';
// One section of the certificate's schedule (base contract, variations or materials) as a tree
// table: per item its contract value, what was claimed to date, how it is certified, certified to
// date, this certificate, the difference from the claim and the reason for it. A line that needs a
// reason and has none is marked (CCA s21(3)): the certificate cannot go for approval or issue so.
import { memo, useId, useMemo, type KeyboardEvent } from 'react';
import { ClaimEntryCell, focusCell, type CommitResult } from '@/components/documents/entry-cell';
import { visibleRows } from '@/components/documents/schedule-rows';
import { SCHEDULE_WIDTHS, VirtualLines } from '@/components/documents/virtual-lines';
import type { ScheduleSection } from '@/components/documents/schedule';
import { DescriptionCell, itemName, RefCell } from '@/components/documents/item-cells';
import { EvidenceButton } from '@/components/line-evidence/evidence-context';
import type { ProgressEntry } from '@/lib/domain/line-items';
import type { Cents } from '@/lib/domain/money';
import { DIFFERENCE } from '@/lib/domain/difference-wording';
import { formatHundredths, formatMoney, formatPercent } from '@/lib/domain/money-format';
import type { LiveCertFigures } from './cert-entry';
import type { CertItem } from './cert-json';
import documentStyles from '@/components/documents/documents.module.css';
import styles from './cert.module.css';
import { ColumnHeads, type Column } from '@/components/ui/column-heads';
import type { SavedReasonView } from '@/lib/schemas/saved-reasons';
import { SavedReasonPicker } from './saved-reason-picker';

const CERT_COLUMNS: Column[] = [
  { label: 'Ref', width: SCHEDULE_WIDTHS.ref },
  { label: 'Description' },
  { label: 'Contract value', num: true, width: SCHEDULE_WIDTHS.money },
  { label: 'Claimed to date', num: true, width: SCHEDULE_WIDTHS.money },
  { label: 'Certified as', width: SCHEDULE_WIDTHS.entry },
  { label: 'Certified to date', num: true, width: SCHEDULE_WIDTHS.money },
  { label: 'This certificate', num: true, width: SCHEDULE_WIDTHS.money },
  { label: DIFFERENCE.column, num: true, abbr: DIFFERENCE.name, width: SCHEDULE_WIDTHS.money },
];

/**
 * What an editable row can do; null when the certificate is read only. Kept stable across edits
 * (the values come through `entryOf` / `reasonOf`), so a change re-renders only its own line.
 */
export interface CertRowEditing {
  onCommit: (result: CommitResult) => void;
  onReason: (id: string, reason: string) => void;
  /** The account's saved reasons, offered under each reason box, and keeping a typed one. */
  savedReasons: readonly SavedReasonView[];
  onSaveReason: (text: string) => void;
  /** Approve or reject a pending variation; absent when the caller may not decide. */
  onDecide?: (item: CertItem, status: 'approved' | 'rejected') => void;
  /** The draft's version: each entry cell starts again from the saved answer when it changes. */
  version: string;
}

/** Which way the Difference column counts: shown once above a certificate's schedule. */
export function DifferenceLegend() {
  return <p className="hint">{DIFFERENCE.legend}</p>;
}

/** Tab from a reason box goes on to the next line's cell, as Tab from a cell does. */
function tabToNextLine(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Tab' || event.shiftKey) return;
  const cell = event.currentTarget
    .closest('tbody')
    ?.querySelector<HTMLInputElement>('input[data-claim-cell]');
  if (cell && focusCell(cell, 1)) event.preventDefault();
}

export const REASON_NEEDED = 'Enter the reason this item is certified differently from the claim.';

function certifiedAs(item: CertItem): string {
  if (item.has_children) return '';
  if (item.cert_option === 'qty' && item.cert_qty !== null) {
    return `${formatHundredths(item.cert_qty)}${item.unit ? ` ${item.unit}` : ''}`;
  }
  return item.cert_percent === null ? '' : formatPercent(item.cert_percent);
}

const CertRow = memo(function CertRow(
  props: LiveCertFigures & {
    item: CertItem;
    currency: string;
    expanded: boolean;
    onToggle: (id: string) => void;
    editing: CertRowEditing | null;
    entry: ProgressEntry | null;
    reason: string;
  },
) {
  const { item, editing } = props;
  const id = useId();
  const money = (cents: Cents) => formatMoney(cents, { currency: props.currency });
  const described = { ...item, approval_status: item.current_status };
  const error = props.reasonStatus === 'error';
  const pendingDecision =
    editing?.onDecide && item.kind === 'variation' && !item.has_children && item.current_status === 'pending';
  // The reason goes on a line of its own under the item, shown once the item differs from the
  // claim or has a reason (CCA s21(3)), so the figures' columns keep their width.
  const showReason = !item.has_children && (props.reasonStatus !== 'empty' || props.reason !== '');
  return (
    <>
      <tr
        className={
          item.has_children ? documentStyles.rowParent : item.counts ? undefined : documentStyles.rowOut
        }
      >
        <td>
          <RefCell item={described} expanded={props.expanded} onToggle={props.onToggle} />
        </td>
        <td className={documentStyles.description}>
          <DescriptionCell item={described} outNote="Not certifiable" />
          <EvidenceButton item={item} />
          {item.has_children && error && (
            <span className={`${documentStyles.flag} ${documentStyles.flagWarn}`}>
              A reason is missing below
            </span>
          )}
          {pendingDecision && (
            <span className={`actions ${styles.decide}`}>
              <button
                type="button"
                className="link-button"
                onClick={() => editing.onDecide!(item, 'approved')}
                aria-label={`Approve variation ${itemName(item)}`}
              >
                Approve
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => editing.onDecide!(item, 'rejected')}
                aria-label={`Reject variation ${itemName(item)}`}
              >
                Reject
              </button>
            </span>
          )}
        </td>
        <td className="num">{money(item.contract_value)}</td>
        <td className="num">{money(item.claim_value)}</td>
        <td>
          {editing && props.entry ? (
            <ClaimEntryCell
              key={editing.version}
              verb="Certify"
              item={{ ...item, claim_option: item.cert_option }}
              entry={props.entry}
              toDate={props.certToDate}
              onCommit={editing.onCommit}
            />
          ) : (
            certifiedAs(item)
          )}
        </td>
        <td className="num">{money(props.certToDate)}</td>
        <td className="num">{money(props.thisCert)}</td>
        <td className={props.difference !== 0 ? `num ${styles.diff}` : 'num'}>{money(props.difference)}</td>
      </tr>
      {showReason && (
        <tr className={styles.reasonRow}>
          <td />
          <td colSpan={7} className={styles.reason}>
            {editing ? (
              <>
                <label htmlFor={`${id}-reason`}>Reason for {itemName(item)}</label>
                <textarea
                  id={`${id}-reason`}
                  rows={2}
                  maxLength={2_000}
                  aria-invalid={error}
                  aria-describedby={error ? `${id}-error` : undefined}
                  value={props.reason}
                  onChange={(e) => editing.onReason(item.id, e.target.value)}
                  onKeyDown={tabToNextLine}
                />
                <SavedReasonPicker
                  name={itemName(item)}
                  reason={props.reason}
                  saved={editing.savedReasons}
                  onReason={(reason) => editing.onReason(item.id, reason)}
                  onSave={editing.onSaveReason}
                />
              </>
            ) : (
              <p>
                <strong>Reason:</strong> {item.cert_reason}
              </p>
            )}
            {error && (
              <span id={`${id}-error`} className="field-error">
                {REASON_NEEDED}
              </span>
            )}
          </td>
        </tr>
      )}
    </>
  );
});

export function CertScheduleTable(
  props: ScheduleSection<CertItem> & {
    currency: string;
    figures: ReadonlyMap<string, LiveCertFigures>;
    editing: CertRowEditing | null;
    /** The entry and reason of each editable line (same object while unchanged). */
    entryOf?: (item: CertItem) => ProgressEntry | null;
    reasonOf?: (item: CertItem) => string;
  },
) {
  const { items, sort, isExpanded, editing } = props;
  const rows = useMemo(() => visibleRows(items, sort, isExpanded), [items, sort, isExpanded]);
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const headingId = `cert-section-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  // The section's footer from the live figures of its top-level lines.
  const foot = rows
    .filter(({ item }) => item.depth === 0)
    .reduce(
      (sum, { item }) => {
        const f = props.figures.get(item.id)!;
        return {
          claimed: sum.claimed + item.claim_value,
          certified: sum.certified + f.certToDate,
          thisCert: sum.thisCert + f.thisCert,
          difference: sum.difference + f.difference,
        };
      },
      { claimed: 0, certified: 0, thisCert: 0, difference: 0 },
    );
  return (
    <section className={documentStyles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{props.title}</h3>
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label={`${props.title}: certified by item`}
      >
        <table className={`table ${documentStyles.scheduleTable} ${styles.certTable}`}>
          <caption className="visually-hidden">{props.title}: certified by item</caption>
          <ColumnHeads columns={CERT_COLUMNS} />
          <VirtualLines
            lines={rows}
            keyOf={(row) => row.item.id}
            target={props.target}
            columns={CERT_COLUMNS.length}
            render={({ item, expanded }) => (
              <CertRow
                item={item}
                currency={props.currency}
                expanded={expanded}
                onToggle={props.onToggle}
                editing={editing}
                entry={props.entryOf?.(item) ?? null}
                reason={props.reasonOf?.(item) ?? ''}
                {...props.figures.get(item.id)!}
              />
            )}
          />
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total {props.title.toLowerCase()}
              </th>
              <td className="num">{money(props.subtotal.contract_value)}</td>
              <td className="num">{money(foot.claimed)}</td>
              <td />
              <td className="num">{money(foot.certified)}</td>
              <td className="num">{money(foot.thisCert)}</td>
              <td className="num">{money(foot.difference)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
