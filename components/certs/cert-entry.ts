// The certificate editor's figures while lines are being changed: each leaf's certified value to
// date from what is typed (the same valuation the server uses, lib/domain/line-items.ts
// progressValue), parents as the sum of their children, and whether each leaf needs a reason
// (lib/domain/cert-reasons.ts needsReason, CCA s21(3)). Money totals (retention, previous, GST)
// come from the server on save, so the screen never shows a total the server would not store.
import { valuedItem } from '@/components/documents/line-entry';
import type { CommitResult } from '@/components/documents/entry-cell';
import { certReasonStates, type CertReasonStatus } from '@/lib/domain/cert-reasons';
import { progressValue, type ProgressEntry } from '@/lib/domain/line-items';
import { subtract, type Cents } from '@/lib/domain/money';
import type { TCertLine } from '@/lib/schemas/certs';
import type { CertItem } from './cert-json';

/** A line as changed on screen; what is not changed stays as saved. */
export interface CertEdit {
  entry?: ProgressEntry;
  reason?: string;
}

export interface LiveCertFigures {
  certToDate: Cents;
  thisCert: Cents;
  difference: Cents;
  reasonStatus: CertReasonStatus;
}

/** How a saved line was certified, as an editor entry. */
export function savedCertEntry(item: CertItem): ProgressEntry {
  switch (item.cert_option) {
    case 'percent':
      return { by: 'percent', percent: item.cert_percent ?? 0 };
    case 'qty':
      return { by: 'qty', qty: item.cert_qty ?? 0 };
    default:
      return { by: 'value', value: item.cert_value };
  }
}

/** A leaf that can be certified (a parent is the sum of its children; a line that does not count is nil). */
export const isCertifiable = (item: CertItem) => !item.has_children && item.counts;

/**
 * Every line's figures with the edits applied. Unchanged lines keep the server's figures; a changed
 * leaf is revalued, and its ancestors move by the same difference. O(n) over the items.
 */
export function liveCertFigures(
  items: readonly CertItem[],
  edits: ReadonlyMap<string, CertEdit>,
): Map<string, LiveCertFigures> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const figures = new Map<string, LiveCertFigures>(
    items.map((i) => [
      i.id,
      {
        certToDate: i.cert_value,
        thisCert: i.this_cert,
        difference: i.difference,
        reasonStatus: i.reason_status,
      },
    ]),
  );
  for (const [id, edit] of edits) {
    const item = byId.get(id);
    if (!item || item.has_children) continue;
    const f = figures.get(id)!;
    const entry = edit.entry ?? savedCertEntry(item);
    const toDate = isCertifiable(item) ? progressValue(valuedItem(item), entry) : 0;
    const delta = subtract(toDate, f.certToDate);
    figures.set(id, {
      certToDate: toDate,
      thisCert: f.thisCert + delta,
      difference: f.difference + delta,
      reasonStatus: f.reasonStatus,
    });
    for (let p = item.parent_id; p !== null; p = byId.get(p)?.parent_id ?? null) {
      const pf = figures.get(p);
      if (!pf) break;
      figures.set(p, {
        ...pf,
        certToDate: pf.certToDate + delta,
        thisCert: pf.thisCert + delta,
        difference: pf.difference + delta,
      });
    }
  }
  if (edits.size === 0) return figures;
  // The reason rule as the server applies it (lib/domain/cert-reasons.ts, CCA s21(3)), on the
  // figures as they now stand: leaves from their value and reason, parents from their children.
  const states = certReasonStates(
    items.map((item) => ({
      ...valuedItem(item),
      id: item.id,
      parentId: item.parent_id,
      approval: item.current_status,
      claimedToDate: item.claim_value,
      certified: { by: 'value', value: figures.get(item.id)!.certToDate },
      reason: edits.get(item.id)?.reason ?? item.cert_reason,
    })),
  );
  for (const [id, f] of figures) figures.set(id, { ...f, reasonStatus: states.get(id)! });
  return figures;
}

/** update_one_cert's line for an edited leaf. */
export function certLine(item: CertItem, edit: CertEdit): TCertLine {
  const entry = edit.entry ?? savedCertEntry(item);
  // An undefined reason is left out of the JSON: the stored one stays.
  const base = { line_item_id: item.id, reason: edit.reason };
  switch (entry.by) {
    case 'percent':
      return { ...base, cert_option: 'percent', percent: entry.percent };
    case 'qty':
      return { ...base, cert_option: 'qty', qty: entry.qty };
    case 'value':
      return { ...base, cert_option: 'value', value: entry.value };
  }
}

export type { CommitResult };
