import 'server-only';
// GET /api/account/{acc}/retention_owed (issue 31 item 6): the retention owed to the caller's account
// as payee, across every payer, on ClaimCert or recorded by the account itself — held where, since
// when, due for release when, and what is overdue — with the totals.
import { sum } from '@/lib/domain/money';
import type { Actor } from '../session/resolve-actor';
import { owedContracts } from './owed-contracts';

export async function listRetentionOwed(actor: Actor, now = new Date()) {
  const { today, currency, rows } = await owedContracts(actor, now);
  return {
    today,
    currency,
    held: sum(rows.map((r) => r.held)),
    overdue: sum(rows.map((r) => r.overdue)),
    contracts: rows,
  };
}

export type RetentionOwedJson = Awaited<ReturnType<typeof listRetentionOwed>>;
