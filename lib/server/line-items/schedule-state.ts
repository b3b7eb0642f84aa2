import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { Contract, LineItem as LineItemRow, LineItemKind } from '@/lib/db/generated/client';
import { lockSubjectFor, type LockSubject } from '@/lib/domain/line-item-locks';
import { buildSchedule, type Approval, type LineItem, type Schedule } from '@/lib/domain/line-items';
import { reconcileApprovals } from '@/lib/domain/variation-approval';
import { LEDGER_ORDER } from '../ledger/certificate-ledger';
import { toDomainItem, type DomainRow } from '../line-item-rows/to-domain';

type Reader = Pick<Tx, 'lineItem' | 'certificate'>;

/** One kind of a contract's schedule, valued, with each variation's reconciled status. */
export interface ScheduleState {
  rows: LineItemRow[];
  byId: ReadonlyMap<string, LineItemRow>;
  approvals: ReadonlyMap<string, Approval>;
  /**
   * Valued with pending variations counted, so a variation under consideration shows the value it
   * asks for; the contract-value view (pending per the contract setting) is {@link valueSchedule}.
   */
  schedule: Schedule;
  subject(id: string): LockSubject;
}

/**
 * Certified to date per line item: the to-date figures of a certificate approved and about to be
 * issued, else of the certificate issued last (the contract's ledger; a draft certifies nothing
 * yet). The §4 certified lock reads these. Descending issue time puts the unissued first.
 */
export async function certifiedToDate(client: Reader, contractId: string): Promise<Map<string, number>> {
  const latest = await client.certificate.findFirst({
    where: { contractId, status: { in: ['approved', 'issued'] } },
    orderBy: LEDGER_ORDER,
    select: { lines: { select: { lineItemId: true, toDateValue: true } } },
  });
  return new Map((latest?.lines ?? []).map((l) => [l.lineItemId, Number(l.toDateValue)]));
}

/** The rows as lib/domain takes them, with reconciled variation statuses. */
export function domainItems(
  rows: readonly DomainRow[],
  certified: ReadonlyMap<string, number> = new Map(),
): { items: LineItem[]; approvals: Map<string, Approval> } {
  const approvals = reconcileApprovals(
    rows.map((r) => ({ id: r.id, parentId: r.parentId, kind: r.kind, approval: r.approvalStatus })),
  );
  const items = rows.map((row) => ({
    ...toDomainItem(row, { certifiedToDate: certified.get(row.id) ?? 0 }),
    approval: approvals.get(row.id) ?? null,
  }));
  return { items, approvals };
}

/** The schedule as it counts towards the contract value (the contract's pending-variation setting). */
export function valueSchedule(
  items: readonly LineItem[],
  contract: Pick<Contract, 'certifyPendingVariation'>,
) {
  return buildSchedule(items, { certifyPendingVariation: contract.certifyPendingVariation });
}

export async function loadScheduleState(
  client: Reader,
  contractId: string,
  kind: LineItemKind,
): Promise<ScheduleState> {
  const [rows, certified] = await Promise.all([
    client.lineItem.findMany({
      where: { contractId, kind },
      orderBy: [{ position: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    }),
    certifiedToDate(client, contractId),
  ]);
  const { items, approvals } = domainItems(rows, certified);
  const schedule = buildSchedule(items, { certifyPendingVariation: true });
  return {
    rows,
    byId: new Map(rows.map((r) => [r.id, r])),
    approvals,
    schedule,
    subject: (id) => lockSubjectFor(schedule, id),
  };
}
