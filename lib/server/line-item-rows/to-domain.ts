import 'server-only';
import type { LineItem as LineItemRow } from '@/lib/db/generated/client';
import type { LineItem, ProgressEntry } from '@/lib/domain/line-items';
import type { Cents } from '@/lib/domain/money';

/** BIGINT columns hold cents and ×100 figures far below 2^53, so they convert exactly. */
export const num = (value: bigint | null | undefined): number => (value == null ? 0 : Number(value));

export interface Progress {
  toDate?: ProgressEntry;
  previous?: Cents;
  approvedToDate?: Cents;
  certifiedToDate?: Cents;
}

/** The columns the calculation library reads (a narrower select than the whole row will do). */
export const DOMAIN_COLUMNS = {
  id: true,
  parentId: true,
  kind: true,
  valueType: true,
  rate: true,
  quantity: true,
  total: true,
  isProvisional: true,
  approvalStatus: true,
  variationType: true,
  excludeRetention: true,
  materialSite: true,
} as const;
export type DomainRow = Pick<LineItemRow, keyof typeof DOMAIN_COLUMNS>;

/** A stored schedule row as the calculation library takes it, with optional claim/cert progress. */
export function toDomainItem(row: DomainRow, progress: Progress = {}): LineItem {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind,
    valueType: row.valueType,
    rate: num(row.rate),
    quantity: num(row.quantity),
    lumpTotal: num(row.total),
    isProvisional: row.isProvisional,
    approval: row.approvalStatus,
    variationType: row.variationType ?? undefined,
    excludeRetention: row.excludeRetention,
    onSite: row.materialSite !== 'off_site',
    toDate: progress.toDate ?? { by: 'value', value: 0 },
    previous: progress.previous ?? 0,
    approvedToDate: progress.approvedToDate ?? 0,
    certifiedToDate: progress.certifiedToDate ?? 0,
  };
}
