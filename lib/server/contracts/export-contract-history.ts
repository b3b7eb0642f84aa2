import 'server-only';
// GET …/contract/{c}/history/export: the contract's history as CSV (spec §7 "Exports as blob: …
// history"). The same rows as the history screen (list-contract-history.ts) — the caller's own
// account's, never the other party's — all of them, newest first, with the claim and certificate
// each row is about and what it recorded in words.
import { db } from '@/lib/db/client';
import { toCsv } from '@/lib/domain/csv-write';
import { fileSlug } from '@/lib/domain/file-names';
import { historyDetailsText } from '@/lib/domain/history-details';
import { dayIn, timeIn } from '@/lib/domain/zoned-dates';
import type { Actor } from '../session/resolve-actor';
import { historyActionLabel } from './describe-history';
import { SUPPORT_NAME } from './list-contract-history';
import { loadContract } from './load-contract';

export const CONTRACT_HISTORY_COLUMNS = ['Date', 'Time', 'User', 'Action', 'Claim', 'Certificate', 'Details'];

/** A bound on one export; a contract's history is far shorter. */
const MAX_ROWS = 100_000;

/** "Certificate 1 (PS-001)": how the exports name a certificate. */
export const certificateLabel = (c: { number: number; certificateRef: string | null }) =>
  c.certificateRef ? `Certificate ${c.number} (${c.certificateRef})` : `Certificate ${c.number}`;

export async function exportContractHistory(actor: Actor, ids: { projectId: string; contractId: string }) {
  const { contract } = await loadContract(actor, ids.contractId, { projectId: ids.projectId });
  const rows = await db().history.findMany({
    where: { contractId: contract.id, accountId: actor.accountId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: MAX_ROWS,
    select: {
      createdAt: true,
      action: true,
      details: true,
      actingAsSupport: true,
      actorUserId: true,
      claimId: true,
      certId: true,
    },
  });
  const some = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const [users, claims, certs] = await Promise.all([
    db().user.findMany({
      where: { id: { in: some(rows.map((r) => r.actorUserId)) } },
      select: { id: true, name: true },
    }),
    // Through the contract: a row's claim or certificate is one of this contract's.
    db().claim.findMany({
      where: { id: { in: some(rows.map((r) => r.claimId)) }, contractId: contract.id },
      select: { id: true, name: true },
    }),
    db().certificate.findMany({
      where: { id: { in: some(rows.map((r) => r.certId)) }, contractId: contract.id },
      select: { id: true, number: true, certificateRef: true },
    }),
  ]);
  const userNames = new Map(users.map((u) => [u.id, u.name]));
  const claimNames = new Map(claims.map((c) => [c.id, c.name]));
  const certNames = new Map(certs.map((c) => [c.id, certificateLabel(c)]));
  const zone = contract.timeZone;

  const lines = rows.map((row) => {
    const details = (row.details ?? {}) as { name?: unknown };
    // A deleted claim is gone from the table; its row kept its name.
    const deletedClaim =
      row.action === 'claim.deleted' && typeof details.name === 'string' ? details.name : '';
    return [
      dayIn(row.createdAt, zone),
      timeIn(row.createdAt, zone),
      row.actingAsSupport ? SUPPORT_NAME : ((row.actorUserId && userNames.get(row.actorUserId)) ?? 'System'),
      historyActionLabel(row.action),
      (row.claimId && claimNames.get(row.claimId)) || deletedClaim,
      (row.certId && certNames.get(row.certId)) || '',
      historyDetailsText(row.action, row.details),
    ];
  });
  return {
    filename: `contract-history-${fileSlug(contract.contractNumber || contract.name, 'contract')}.csv`,
    csv: toCsv([CONTRACT_HISTORY_COLUMNS, ...lines]),
  };
}
