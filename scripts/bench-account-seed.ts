// The big account of issue 33 for `npm run bench` (scripts/bench-account.ts), written in bulk SQL
// (INSERT … SELECT over generate_series) so that 50,000 claims take seconds, not the hours the route
// handlers would: a head contractor certifying `claims / 25` contracts of 25 served claims each (the
// first 20 certified, each with its issued and paid certificate: 0.8 per claim), plus one contract of
// 60; and a subcontractor claiming on `claims × 6 / 1,000` contracts (300 at 50,000) across up to 40
// payers, the head contractor among them, of 12 claims each (the last a draft). Both get one
// notification per 10 claims. The rows are those the operations would have written: the
// totals the issue froze on each claim and certificate, monthly periods ending last month, the
// §9 default payment terms and one line item per contract (the contract's value).
import pg from 'pg';
import { signUp } from '../lib/server/auth/sign-up';
import type { BenchParty } from './bench-setup';

export interface BigAccount {
  headContractor: BenchParty;
  subcontractor: BenchParty;
  /** The head contractor's contract of 60 claims, from each side (its payee is the subcontractor). */
  sixty: { payee: { acc: string; g: string; c: string }; payer: { acc: string; g: string; c: string } };
  /** A project of the head contractor's, for the project report. */
  headProject: string;
}

/** One set of contracts between payers and a payee, each placed in the projects given, by index. */
interface ContractSet {
  name: string;
  count: number;
  /** The payer of contract i is payers[i % length], placed in payerProjects[i % length]. */
  payers: string[];
  payerProjects: string[];
  /** An account on the system (placed in payeeProjects[i % length]), or companies of the payer's. */
  payee: { accountId: string; projects: string[] } | { companies: string[] };
  claimsPerContract: number;
  /** Claims on the set's first contract. */
  firstContractClaims: number;
  /** The newest claim of each contract is still a draft. */
  draftLast: boolean;
}

const uuids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** Bare accounts (no users): the subcontractor's other payers. */
async function insertAccounts(client: pg.Client, prefix: string, count: number): Promise<string[]> {
  const { rows } = await client.query(
    `INSERT INTO accounts (id, name, country, currency, time_zone)
     SELECT gen_random_uuid(), $1 || ' ' || g, 'NZ', 'NZD', 'Pacific/Auckland' FROM generate_series(1, $2) g
     RETURNING id`,
    [prefix, count],
  );
  return uuids(rows);
}

/** `count` current projects of each account given, in the order given. */
async function insertProjects(client: pg.Client, accountIds: string[], count: number): Promise<string[]> {
  const { rows } = await client.query(
    `INSERT INTO projects (id, account_id, name, status, time_zone, gst_percent)
     SELECT gen_random_uuid(), a.id, 'Project ' || a.ord || '.' || g, 'current', 'Pacific/Auckland', 15
       FROM unnest($1::uuid[]) WITH ORDINALITY AS a(id, ord), generate_series(1, $2) g
      ORDER BY a.ord, g
     RETURNING id`,
    [accountIds, count],
  );
  return uuids(rows);
}

async function insertCompanies(client: pg.Client, accountId: string, count: number): Promise<string[]> {
  const { rows } = await client.query(
    `INSERT INTO companies (id, account_id, name)
     SELECT gen_random_uuid(), $1, 'Subcontractor ' || g FROM generate_series(1, $2) g RETURNING id`,
    [accountId, count],
  );
  return uuids(rows);
}

/**
 * The set's contracts with their placements, terms and line item, then their claims, certificates
 * and payments: a temporary table names each contract and claim first, so that every later
 * statement joins on it. Claim n of k is for the month k − n months before last month; every tenth
 * contract is finalised and every tenth after it archived, so Claims received has all three buckets.
 */
async function insertContracts(client: pg.Client, set: ContractSet): Promise<string[]> {
  const payeeAccount = 'accountId' in set.payee ? set.payee.accountId : null;
  await client.query('DROP TABLE IF EXISTS seed_contracts, seed_claims');
  await client.query(
    `CREATE TEMP TABLE seed_contracts AS
     SELECT i, gen_random_uuid() AS id,
            ($2::uuid[])[i % cardinality($2::uuid[]) + 1] AS payer,
            ($3::uuid[])[i % cardinality($3::uuid[]) + 1] AS payer_project,
            ($4::uuid[])[i % greatest(cardinality($4::uuid[]), 1) + 1] AS payee_project,
            ($5::uuid[])[i % greatest(cardinality($5::uuid[]), 1) + 1] AS payee_company,
            CASE WHEN i = 0 THEN $6::int ELSE $7::int END AS claims,
            CASE i % 20 WHEN 18 THEN 'finalised' WHEN 19 THEN 'archived' ELSE 'started' END::"ContractStatus" AS status
       FROM generate_series(0, $1 - 1) i`,
    [
      set.count,
      set.payers,
      set.payerProjects,
      'projects' in set.payee ? set.payee.projects : [],
      'companies' in set.payee ? set.payee.companies : [],
      set.firstContractClaims,
      set.claimsPerContract,
    ],
  );
  await client.query(
    `INSERT INTO contracts (id, created_by_account_id, payer_account_id, payee_account_id, payee_company_id,
                            name, contract_number, status, country, gst_percent, time_zone, updated_at)
     SELECT id, payer, payer, $1::uuid, payee_company, $2 || ' ' || i, 'C-' || i, status, 'NZ', 15,
            'Pacific/Auckland', now()
       FROM seed_contracts`,
    [payeeAccount, set.name],
  );
  await client.query(
    `INSERT INTO contract_placements (id, contract_id, account_id, project_id, side)
     SELECT gen_random_uuid(), id, payer, payer_project, 'cert'::"ContractSide" FROM seed_contracts
     UNION ALL
     SELECT gen_random_uuid(), id, $1::uuid, payee_project, 'claim' FROM seed_contracts WHERE $1::uuid IS NOT NULL`,
    [payeeAccount],
  );
  await client.query(
    `INSERT INTO payment_terms (id, contract_id, claim_due_days, claim_due_term, cert_due_days, cert_due_term,
                                payment_due_days, payment_due_term)
     SELECT gen_random_uuid(), id, 1, 'working_days_before_claim_month_end', 15,
            'calendar_days_of_following_month', 20, 'calendar_days_of_following_month'
       FROM seed_contracts`,
  );
  await client.query(
    `INSERT INTO line_items (id, contract_id, kind, description, total)
     SELECT gen_random_uuid(), id, 'base', 'Works', claims * 1000000 FROM seed_contracts`,
  );
  await client.query(
    `CREATE TEMP TABLE seed_claims AS
     SELECT gen_random_uuid() AS id, c.id AS contract_id, n, c.claims AS k,
            (date_trunc('month', now()) - make_interval(months => c.claims - n + 1))::date AS month,
            CASE WHEN n <= c.claims * 4 / 5 THEN 'certified'
                 WHEN $1 AND n = c.claims THEN 'draft' ELSE 'issued' END::"ClaimStatus" AS status
       FROM seed_contracts c, generate_series(1, c.claims) n`,
    [set.draftLast],
  );
  await client.query(
    `INSERT INTO claims (id, contract_id, number, name, claim_from, claim_to, claim_due_date, cert_due_date,
                         payment_due_date, status, gross_to_date, retention_to_date, net_this_claim, gst_amount,
                         total_including_gst, gst_percent, served_at, updated_at)
     SELECT id, contract_id, n, 'Payment Claim ' || n, month, (month + interval '1 month - 1 day')::date,
            (month + interval '1 month - 1 day')::date, (month + interval '1 month 14 days')::date,
            (month + interval '1 month 19 days')::date, status, s.gross, s.gross / 20, s.net, s.net * 15 / 100,
            s.net * 115 / 100, s.pct, s.served, now()
       FROM seed_claims,
            LATERAL (SELECT status <> 'draft' AS is_served) v,
            LATERAL (SELECT CASE WHEN is_served THEN n * 1000000::bigint END AS gross,
                            CASE WHEN is_served THEN 950000::bigint END AS net,
                            CASE WHEN is_served THEN 15 END AS pct,
                            CASE WHEN is_served THEN month + interval '24 days 1 hour' END AS served) s`,
  );
  await client.query(
    `INSERT INTO certificates (id, claim_id, contract_id, certificate_number, status, gross_to_date,
                               retention_to_date, net_this_cert, gst_amount, total_including_gst, gst_percent,
                               issued_at, updated_at)
     SELECT gen_random_uuid(), id, contract_id, n, 'issued', n * 800000::bigint, n * 40000::bigint, 760000,
            114000, 874000, 15, month + interval '27 days 1 hour', now()
       FROM seed_claims WHERE status = 'certified'`,
  );
  await client.query(
    `INSERT INTO payments (id, account_id, cert_id, paid_amount, paid_on)
     SELECT gen_random_uuid(), c.payer, ce.id, 874000, (ce.issued_at + interval '5 days')::date
       FROM certificates ce JOIN seed_contracts c ON c.id = ce.contract_id`,
  );
  const { rows } = await client.query('SELECT id FROM seed_contracts ORDER BY i');
  return uuids(rows);
}

async function insertNotifications(client: pg.Client, party: BenchParty, count: number): Promise<void> {
  await client.query(
    `INSERT INTO notifications (id, account_id, user_id, kind, message, link, read_at, created_at)
     SELECT gen_random_uuid(), $1, $2, 'claim_served', 'Payment claim ' || g || ' was served', '/claims-received',
            CASE WHEN g % 3 = 0 THEN NULL ELSE now() END, now() - g * interval '1 minute'
       FROM generate_series(1, $3) g`,
    [party.accountId, party.userId, count],
  );
}

const signUpParty = async (name: string, tag: string): Promise<BenchParty> => {
  const { accountId, userId } = await signUp({
    name,
    email: `${tag}@example.test`,
    password: `${name} password`,
    accountName: name,
    country: 'NZ',
    currency: 'NZD',
    timeZone: 'Pacific/Auckland',
  });
  return { accountId, userId };
};

/** The big account at `claims` served claims (a multiple of 1,000), under names tagged with the size. */
export async function seedBigAccount(claims: number): Promise<BigAccount> {
  const headContractor = await signUpParty(`Head Contractor ${claims}`, `head-${claims}`);
  const subcontractor = await signUpParty(`Subcontractor ${claims}`, `sub-${claims}`);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const certContracts = claims / 25;
    const headProjects = await insertProjects(client, [headContractor.accountId], Math.max(2, claims / 500));
    // The subcontractor's contract of 60 claims is the head contractor's first (counted in its claims).
    const subContracts = (claims * 6) / 1_000;
    const otherPayers = await insertAccounts(client, `Payer of ${claims}`, Math.min(40, subContracts) - 1);
    const payers = [headContractor.accountId, ...otherPayers];
    const payerProjects = [headProjects[0]!, ...(await insertProjects(client, otherPayers, 1))];
    const subProjects = await insertProjects(
      client,
      [subcontractor.accountId],
      Math.max(1, subContracts / 10),
    );
    const [sixty] = await insertContracts(client, {
      name: 'Subcontract',
      count: subContracts,
      payers,
      payerProjects,
      payee: { accountId: subcontractor.accountId, projects: subProjects },
      claimsPerContract: 12,
      firstContractClaims: 60,
      draftLast: true,
    });
    await insertContracts(client, {
      name: 'Trade package',
      count: certContracts,
      payers: headProjects.map(() => headContractor.accountId),
      payerProjects: headProjects,
      payee: {
        companies: await insertCompanies(client, headContractor.accountId, Math.max(10, claims / 250)),
      },
      claimsPerContract: 25,
      firstContractClaims: 25,
      draftLast: false,
    });
    await insertNotifications(client, headContractor, claims / 10);
    await insertNotifications(client, subcontractor, claims / 10);
    await client.query('ANALYZE');
    return {
      headContractor,
      subcontractor,
      sixty: {
        payee: { acc: subcontractor.accountId, g: subProjects[0]!, c: sixty! },
        payer: { acc: headContractor.accountId, g: headProjects[0]!, c: sixty! },
      },
      headProject: headProjects[0]!,
    };
  } finally {
    await client.end();
  }
}
