import 'server-only';
// The account's trust accounts whose latest reconciliation (the newest statement day, the last
// made on it) found the bank holding less than the ledgers say is on trust, with no explanation
// recorded: money that should be there and is not, for the payer's dashboard (issue 31; CCA
// s18E). One statement for the whole account, however many trust accounts and reconciliations.
import { Prisma } from '@/lib/db/generated/client';
import { db, selectRows } from '@/lib/db/client';
import { isoDate } from '@/lib/domain/date-columns';
import { reconciliationState } from '@/lib/domain/retention-reconciliation';
import { holdingLabel } from './holding-json';

export interface TrustShortfall {
  holdingId: string;
  /** The trust account's name and bank. */
  label: string;
  statementOn: string;
  /** Cents, below zero: bank − ledger. */
  difference: number;
}

interface Row {
  holding_id: string;
  statement_on: Date;
  statement_balance: bigint;
  ledger_balance: bigint;
  explanation: string | null;
  bank_name: string | null;
  account_name: string | null;
}

export async function unexplainedShortfalls(accountId: string): Promise<TrustShortfall[]> {
  const rows = await selectRows<Row>(
    db(),
    Prisma.sql`
      SELECT DISTINCT ON (r.holding_id)
             r.holding_id, r.statement_on, r.statement_balance, r.ledger_balance, r.explanation,
             h.bank_name, h.account_name
        FROM retention_reconciliations r
        JOIN retention_holdings h ON h.id = r.holding_id AND h.kind = 'trust_account'
       WHERE r.account_id = ${accountId}::uuid
       ORDER BY r.holding_id, r.statement_on DESC, r.created_at DESC`,
  );
  return rows.flatMap((r) => {
    const { difference, state } = reconciliationState({
      statementBalance: Number(r.statement_balance),
      ledgerBalance: Number(r.ledger_balance),
      explanation: r.explanation,
    });
    if (state !== 'shortfall') return [];
    const label = holdingLabel({
      kind: 'trust_account',
      bankName: r.bank_name,
      accountName: r.account_name,
      provider: null,
      reference: null,
    });
    return [{ holdingId: r.holding_id, label, statementOn: isoDate(r.statement_on), difference }];
  });
}
