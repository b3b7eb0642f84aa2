import 'server-only';
// GET /api/account/{acc}/statistics (spec §7 statistics): the account's contracts, claims and
// certificates counted by state, and the money in the issued ones, in one query whatever the
// account's size. Everything is reached through the account's own placements, and from each
// contract only what its side may see (the rule of the contract pages): on a cert contract only
// served claims (issued, certified), on a claim contract only issued certificates.
//
// Sides, as everywhere: `claim` = the account's claim contracts (it is the payee: the claims are
// its own, the certificates are received); `cert` = its cert contracts (it is the payer).
// Money: an issued document's claimed or scheduled amount (lib/domain/account-statistics.ts), and
// "to date" as the projects pages define it — per contract, the gross to date of the latest served
// claim and of the certificate issued last (the ledger), added over the account's contracts. Each
// figure is in its contract's currency (the payee's account's), added up per currency.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { CertStatus, ClaimStatus, ContractStatus } from '@/lib/db/generated/enums';
import { issuedAmount, totalsByCurrency, type Money } from '@/lib/domain/account-statistics';
import { countryInfo, type CountryInfo } from '@/lib/domain/countries';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';

type Side = 'claim' | 'cert';

const CONTRACT_STATUSES: readonly ContractStatus[] = [
  'draft',
  'started',
  'finalised',
  'reopened',
  'archived',
];
const CLAIM_STATUSES: Readonly<Record<Side, readonly ClaimStatus[]>> = {
  claim: ['draft', 'review', 'approved', 'issued', 'certified'],
  cert: ['issued', 'certified'],
};
const CERT_STATUSES: Readonly<Record<Side, readonly CertStatus[]>> = {
  cert: ['pending', 'draft', 'review', 'approved', 'issued'],
  claim: ['issued'],
};
const SERVED_CLAIM: readonly string[] = ['issued', 'certified'];
const ISSUED_CERT: readonly string[] = ['issued'];

export interface StatusCount<S extends string> {
  status: S;
  count: number;
  /** Issued documents' amounts per currency; null for a state whose figures are not fixed yet. */
  amount: Money[] | null;
}

export interface AccountStatistics {
  /** The account's currency: listed first in every amount. */
  currency: string;
  contracts: { status: ContractStatus; claim: number; cert: number }[];
  claims: { claim: StatusCount<ClaimStatus>[]; cert: StatusCount<ClaimStatus>[] };
  certificates: { cert: StatusCount<CertStatus>[]; claim: StatusCount<CertStatus>[] };
  to_date: Record<Side, { claimed: Money[]; certified: Money[] }>;
}

interface Row {
  kind: 'contract' | 'claim' | 'certificate' | 'claimed_to_date' | 'certified_to_date';
  side: Side;
  status: string | null;
  payee_currency: string | null;
  country: string;
  count: number;
  total: bigint | null;
  registered: bigint[] | null;
  unregistered: bigint[] | null;
}

function statisticsRows(accountId: string) {
  return db().$queryRaw<Row[]>`
    WITH placed AS (
      SELECT p.contract_id, p.side::text AS side, c.status::text AS contract_status,
             payee.currency::text AS payee_currency, c.country::text AS country
        FROM contract_placements p
        JOIN contracts c ON c.id = p.contract_id
        LEFT JOIN accounts payee ON payee.id = c.payee_account_id
       WHERE p.account_id = ${accountId}::uuid
    )
    SELECT 'contract' AS kind, side, contract_status AS status, NULL::text AS payee_currency,
           ''::text AS country, count(*)::int AS count, NULL::bigint AS total,
           NULL::bigint[] AS registered, NULL::bigint[] AS unregistered
      FROM placed GROUP BY side, contract_status
    UNION ALL
    SELECT 'claim', pl.side, cl.status::text, pl.payee_currency, pl.country, count(*)::int,
           SUM(cl.total_including_gst)::bigint,
           array_agg(cl.labour_element) FILTER (WHERE cl.cis_status = 'registered' AND cl.labour_element <> 0),
           array_agg(cl.labour_element) FILTER (WHERE cl.cis_status = 'unregistered' AND cl.labour_element <> 0)
      FROM placed pl JOIN claims cl ON cl.contract_id = pl.contract_id
     WHERE pl.side = 'claim' OR cl.status IN ('issued', 'certified')
     GROUP BY pl.side, cl.status, pl.payee_currency, pl.country
    UNION ALL
    SELECT 'certificate', pl.side, ce.status::text, pl.payee_currency, pl.country, count(*)::int,
           SUM(ce.total_including_gst)::bigint,
           array_agg(ce.labour_element) FILTER (WHERE ce.cis_status = 'registered' AND ce.labour_element <> 0),
           array_agg(ce.labour_element) FILTER (WHERE ce.cis_status = 'unregistered' AND ce.labour_element <> 0)
      FROM placed pl JOIN certificates ce ON ce.contract_id = pl.contract_id
     WHERE pl.side = 'cert' OR ce.status = 'issued'
     GROUP BY pl.side, ce.status, pl.payee_currency, pl.country
    UNION ALL
    SELECT 'claimed_to_date', pl.side, NULL, pl.payee_currency, pl.country, count(*)::int,
           SUM(latest.gross_to_date)::bigint, NULL, NULL
      FROM placed pl
      CROSS JOIN LATERAL (
        SELECT cl.gross_to_date FROM claims cl
         WHERE cl.contract_id = pl.contract_id AND cl.status IN ('issued', 'certified')
         ORDER BY cl.number DESC LIMIT 1) latest
     GROUP BY pl.side, pl.payee_currency, pl.country
    UNION ALL
    SELECT 'certified_to_date', pl.side, NULL, pl.payee_currency, pl.country, count(*)::int,
           SUM(latest.gross_to_date)::bigint, NULL, NULL
      FROM placed pl
      CROSS JOIN LATERAL (
        -- the certificate issued last: the contract's ledger (lib/domain/ledger.ts)
        SELECT ce.gross_to_date FROM certificates ce
         WHERE ce.contract_id = pl.contract_id AND ce.status = 'issued'
         ORDER BY ce.issued_at DESC, ce.certificate_number DESC LIMIT 1) latest
     GROUP BY pl.side, pl.payee_currency, pl.country`;
}

/** A contract's documents are in its payee's currency, or its country's when the payee is not here. */
function currencyOf(row: Row): string {
  return row.payee_currency ?? countryInfo(row.country as CountryInfo['iso']).currency;
}

const cents = (value: bigint | null) => Number(value ?? 0n);

export async function readAccountStatistics(actor: Actor): Promise<AccountStatistics> {
  await assertCan(actor, 'account', 'access');
  const [account, rows] = await Promise.all([
    db().account.findUnique({ where: { id: actor.accountId }, select: { currency: true } }),
    statisticsRows(actor.accountId),
  ]);
  if (!account) throw new AppError('not_found');
  const { currency } = account;
  const of = (kind: Row['kind'], side: Side, status: string | null = null) =>
    rows.filter((r) => r.kind === kind && r.side === side && r.status === status);
  const money = (found: Row[], value: (r: Row) => number) =>
    totalsByCurrency(
      currency,
      found.map((r) => ({ currency: currencyOf(r), cents: value(r) })),
    );
  const documents = <S extends string>(
    kind: 'claim' | 'certificate',
    side: Side,
    statuses: readonly S[],
    issued: readonly string[],
  ): StatusCount<S>[] =>
    statuses.map((status) => {
      const found = of(kind, side, status);
      return {
        status,
        count: found.reduce((n, r) => n + r.count, 0),
        amount: issued.includes(status)
          ? money(found, (r) =>
              issuedAmount({
                totalInclGst: cents(r.total),
                registeredLabour: (r.registered ?? []).map(Number),
                unregisteredLabour: (r.unregistered ?? []).map(Number),
              }),
            )
          : null,
      };
    });
  const toDate = (side: Side) => ({
    claimed: money(of('claimed_to_date', side), (r) => cents(r.total)),
    certified: money(of('certified_to_date', side), (r) => cents(r.total)),
  });
  return {
    currency,
    contracts: CONTRACT_STATUSES.map((status) => ({
      status,
      claim: of('contract', 'claim', status).reduce((n, r) => n + r.count, 0),
      cert: of('contract', 'cert', status).reduce((n, r) => n + r.count, 0),
    })),
    claims: {
      claim: documents('claim', 'claim', CLAIM_STATUSES.claim, SERVED_CLAIM),
      cert: documents('claim', 'cert', CLAIM_STATUSES.cert, SERVED_CLAIM),
    },
    certificates: {
      cert: documents('certificate', 'cert', CERT_STATUSES.cert, ISSUED_CERT),
      claim: documents('certificate', 'claim', CERT_STATUSES.claim, ISSUED_CERT),
    },
    to_date: { claim: toDate('claim'), cert: toDate('cert') },
  };
}
