import 'server-only';
// A contract's retention ledger as its payer sees it (issue 31; CCA s18FC, NSW SOP Reg cl 16(2)):
// where the money is held, each entry, and the balances — withheld, released, held for the payee,
// deposited in the trust account, and what is held but not deposited and since when; the notices of
// intended use given (what each allows, from when, and what was used under it); the statements sent
// to the payee, each in its own words (the words of its email and PDF), and who receives them.
import { db } from '@/lib/db/client';
import { isoDate } from '@/lib/domain/date-columns';
import { undepositedSince } from '@/lib/domain/retention-ledger';
import type { Actor } from '../session/resolve-actor';
import { holdingJson } from './holding-json';
import { balancesOf, ledgerRows, toLedgerEntry, usedUnderNotice } from './ledger-entries';
import { loadPayerContract, type ContractPath } from './payer-contract';
import { statementJson } from './statement-json';
import { payeeRecipients } from './statement-source';

export async function readRetentionLedger(actor: Actor, path: ContractPath) {
  const { contract } = await loadPayerContract(actor, path, 'view');
  const [rows, placement, certs, notices, statements, recipients] = await Promise.all([
    ledgerRows(db(), contract.id),
    db().contractPlacement.findFirst({
      where: { contractId: contract.id, accountId: actor.accountId },
      select: { retentionHolding: true },
    }),
    db().certificate.findMany({
      where: { contractId: contract.id, status: 'issued' },
      select: { id: true, number: true },
    }),
    db().retentionUseNotice.findMany({ where: { contractId: contract.id }, orderBy: { createdAt: 'asc' } }),
    db().retentionStatement.findMany({
      where: { contractId: contract.id },
      orderBy: { createdAt: 'desc' },
      select: { id: true, kind: true, subject: true, content: true, createdAt: true },
    }),
    payeeRecipients(contract, actor.accountId),
  ]);
  const certNumber = new Map(certs.map((c) => [c.id, c.number]));
  const balances = balancesOf(rows);
  const reversedBy = new Map(rows.flatMap((r) => (r.reversesId ? [[r.reversesId, r.id] as const] : [])));
  const holding = placement?.retentionHolding ?? null;
  return {
    holding: holding ? holdingJson(holding) : null,
    balances: { ...balances, undeposited_since: undepositedSince(rows.map(toLedgerEntry), balances) },
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: Number(r.amount),
      occurred_on: isoDate(r.occurredOn),
      certificate_number: r.certId ? (certNumber.get(r.certId) ?? null) : null,
      reference: r.reference,
      reverses_id: r.reversesId,
      reversed_by: reversedBy.get(r.id) ?? null,
      notice_id: r.noticeId,
      created_at: r.createdAt,
    })),
    notices: notices.map((n) => {
      const used = usedUnderNotice(rows, n.id);
      return {
        id: n.id,
        amount: Number(n.amount),
        defects: n.defects,
        given_on: isoDate(n.givenOn),
        usable_from: isoDate(n.usableFrom),
        used,
        /** What may still be used under it. */
        remaining: Number(n.amount) - used,
      };
    }),
    statements: statements.map((st) => statementJson(st)),
    statement_recipients: recipients.map((r) => r.email),
  };
}

export type RetentionLedgerJson = Awaited<ReturnType<typeof readRetentionLedger>>;
