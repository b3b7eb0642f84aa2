import 'server-only';
import { Prisma } from '@/lib/db/generated/client';

type Named = { name: string } | null;
interface Parties {
  payerAccount: Named;
  payeeAccount: Named;
  payerCompany: Named;
  payeeCompany: Named;
}

/**
 * The name of the other party as `side` sees it: the payer when we claim, the payee when we
 * certify — its account once it is on ClaimCert, else the company naming it in our contacts.
 */
export function counterpartyName(side: 'claim' | 'cert', c: Parties): string | null {
  return side === 'claim'
    ? (c.payerAccount?.name ?? c.payerCompany?.name ?? null)
    : (c.payeeAccount?.name ?? c.payeeCompany?.name ?? null);
}

const NAME = { select: { name: true } } as const;

/** What counterpartyName reads, to spread into a contract's select. */
export const PARTY_NAMES = {
  payerAccount: NAME,
  payeeAccount: NAME,
  payerCompany: NAME,
  payeeCompany: NAME,
} as const;

/**
 * counterpartyName in SQL, for a raw read with the placement as `pl` and the contract as `c`:
 * the dashboard, the active projects and the project report read the name in their one statement.
 */
export const COUNTERPARTY_SQL = Prisma.sql`CASE WHEN pl.side = 'claim'
  THEN coalesce((SELECT a.name FROM accounts a WHERE a.id = c.payer_account_id),
                (SELECT co.name FROM companies co WHERE co.id = c.payer_company_id))
  ELSE coalesce((SELECT a.name FROM accounts a WHERE a.id = c.payee_account_id),
                (SELECT co.name FROM companies co WHERE co.id = c.payee_company_id))
END`;

/**
 * The same rule as COUNTERPARTY_SQL as two joins, for a read of hundreds of contracts at once (the
 * retention report's batches), with the placement as `pl` and the contract as `c`; the name is
 * COUNTERPARTY_JOINED. COUNTERPARTY_SQL's subqueries run once a row (and on small accounts and
 * companies tables PostgreSQL scans the table each time); the joins read each table once.
 */
export const COUNTERPARTY_JOINS = Prisma.sql`
  LEFT JOIN accounts counterparty_account
         ON counterparty_account.id = CASE WHEN pl.side = 'claim' THEN c.payer_account_id ELSE c.payee_account_id END
  LEFT JOIN companies counterparty_company
         ON counterparty_company.id = CASE WHEN pl.side = 'claim' THEN c.payer_company_id ELSE c.payee_company_id END`;

/** The counterparty's name in a read joining COUNTERPARTY_JOINS. */
export const COUNTERPARTY_JOINED = Prisma.sql`coalesce(counterparty_account.name, counterparty_company.name)`;
