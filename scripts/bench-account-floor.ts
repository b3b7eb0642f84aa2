// The floors of the account section of `npm run bench` (scripts/bench-account.ts): for each page,
// one hand-written SQL statement over node-postgres answering the rows the page shows — the same
// columns and, for a list that pages, its first page of the same size — then JSON.stringify of them, as
// scripts/bench-floor.ts does for a document's read. The dashboard's floor sums up the account's
// claims and certificates by contract, month and status in one statement (what its cards, chart
// and tables show), and counts the claims it summed as its rows.
import type pg from 'pg';
import { CLAIMS_RECEIVED_PAGE_SIZE, CONTRACT_CLAIMS_PAGE_SIZE } from '../lib/schemas/claims';
import { NOTIFICATION_PAGE_SIZE } from '../lib/schemas/notices';
import { PROJECTS_PAGE_SIZE } from '../lib/schemas/projects';

const SERVED = `('issued', 'certified')`;

export function accountFloors(client: pg.Pool) {
  const floor = async (sql: string, values: unknown[]) => {
    const started = performance.now();
    const { rows } = await client.query(sql, values);
    JSON.stringify(rows);
    return { ms: performance.now() - started, rows: rows.length };
  };
  return {
    dashboard: async (accountId: string, side: 'cert' | 'claim') => {
      const t = await floor(
        `SELECT c.id, c.status, date_trunc('month', cl.claim_to) AS month, cl.status AS claim_status,
                count(*) AS claims, sum(cl.total_including_gst) AS claimed,
                sum(ce.total_including_gst) AS certified, sum(pay.paid) AS paid
           FROM contract_placements pl
           JOIN contracts c ON c.id = pl.contract_id
           JOIN claims cl ON cl.contract_id = c.id
           LEFT JOIN certificates ce ON ce.claim_id = cl.id AND ce.status = 'issued'
           LEFT JOIN LATERAL (SELECT sum(paid_amount) AS paid FROM payments p
                               WHERE p.cert_id = ce.id AND p.account_id = $1) pay ON true
          WHERE pl.account_id = $1 AND pl.side = $2
          GROUP BY 1, 2, 3, 4`,
        [accountId, side],
      );
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM contract_placements pl JOIN claims cl ON cl.contract_id = pl.contract_id
          WHERE pl.account_id = $1 AND pl.side = $2`,
        [accountId, side],
      );
      return { ms: t.ms, rows: rows[0].n as number };
    },
    /** The newest page of claims served on the account's cert contracts, with each one's certificate. */
    claimsReceived: (accountId: string) =>
      floor(
        `SELECT cl.id, cl.name, cl.number, cl.status, pl.project_id, p.name AS project_name, c.id AS contract_id,
                c.name AS contract_name, c.contract_number, c.status AS contract_status,
                coalesce(pa.name, pc.name) AS payee, cl.claim_from, cl.claim_to, cl.served_at,
                cl.total_including_gst, cl.cert_due_date, cl.payment_due_date,
                ce.id AS cert_id, ce.status AS cert_status, ce.certificate_number, ce.issued_at, ce.issued_late
           FROM contract_placements pl
           JOIN projects p ON p.id = pl.project_id
           JOIN contracts c ON c.id = pl.contract_id
           JOIN claims cl ON cl.contract_id = c.id
           LEFT JOIN accounts pa ON pa.id = c.payee_account_id
           LEFT JOIN companies pc ON pc.id = c.payee_company_id
           LEFT JOIN LATERAL (SELECT * FROM certificates WHERE claim_id = cl.id
                               ORDER BY certificate_number DESC LIMIT 1) ce ON true
          WHERE pl.account_id = $1 AND pl.side = 'cert' AND c.status <> 'draft' AND cl.status IN ${SERVED}
          ORDER BY cl.served_at DESC, cl.id DESC
          LIMIT ${CLAIMS_RECEIVED_PAGE_SIZE}`,
        [accountId],
      ),
    /** The first page of projects with their contracts counted by side and their value, claimed and certified to date. */
    projects: (accountId: string) =>
      floor(
        `SELECT p.id, p.name, p.project_number, p.status, p.is_pinned, p.created_at,
                count(pl.id) FILTER (WHERE pl.side = 'claim') AS claim_contracts,
                count(pl.id) FILTER (WHERE pl.side = 'cert') AS cert_contracts,
                sum(v.total) AS total_value, sum(lc.gross_to_date) AS claimed, sum(lce.gross_to_date) AS certified
           FROM projects p
           LEFT JOIN contract_placements pl ON pl.project_id = p.id
           LEFT JOIN LATERAL (SELECT sum(total) AS total FROM line_items WHERE contract_id = pl.contract_id) v ON true
           LEFT JOIN LATERAL (SELECT gross_to_date FROM claims WHERE contract_id = pl.contract_id
                               AND status IN ${SERVED} ORDER BY number DESC LIMIT 1) lc ON true
           LEFT JOIN LATERAL (SELECT gross_to_date FROM certificates WHERE contract_id = pl.contract_id
                               AND status = 'issued' ORDER BY certificate_number DESC LIMIT 1) lce ON true
          WHERE p.account_id = $1 AND p.status IN ('draft', 'current')
          GROUP BY p.id
          ORDER BY p.is_pinned DESC, total_value DESC NULLS LAST
          LIMIT ${PROJECTS_PAGE_SIZE}`,
        [accountId],
      ),
    contractClaims: (contractId: string) =>
      floor(
        `SELECT * FROM claims WHERE contract_id = $1 ORDER BY number DESC LIMIT ${CONTRACT_CLAIMS_PAGE_SIZE}`,
        [contractId],
      ),
    notifications: (accountId: string, userId: string) =>
      floor(
        `SELECT id, kind, message, link, read_at, created_at,
                (SELECT count(*) FROM notifications WHERE account_id = $1 AND user_id = $2 AND read_at IS NULL) AS unread
           FROM notifications WHERE account_id = $1 AND user_id = $2
          ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATION_PAGE_SIZE}`,
        [accountId, userId],
      ),
    /** Each contract the account certifies, with its latest issued certificate's retention. */
    retentionReport: (accountId: string) =>
      floor(
        `SELECT p.name AS project, c.name, c.contract_number, coalesce(pa.name, pc.name) AS counterparty, c.status,
                ce.certificate_number, ce.gross_to_date, ce.retention_to_date, c.pcd_date, c.dlp_date,
                r.retention_account
           FROM contract_placements pl
           JOIN projects p ON p.id = pl.project_id
           JOIN contracts c ON c.id = pl.contract_id
           LEFT JOIN retention_rules r ON r.contract_id = c.id
           LEFT JOIN accounts pa ON pa.id = c.payee_account_id
           LEFT JOIN companies pc ON pc.id = c.payee_company_id
           LEFT JOIN LATERAL (SELECT * FROM certificates WHERE contract_id = c.id AND status = 'issued'
                               ORDER BY issued_at DESC LIMIT 1) ce ON true
          WHERE pl.account_id = $1 AND pl.side = 'cert' AND c.status <> 'draft'
          ORDER BY p.name, c.name`,
        [accountId],
      ),
    /** Each contract of the project with its value, claimed and certified to date. */
    projectReport: (projectId: string) =>
      floor(
        `SELECT c.name, c.contract_number, coalesce(pa.name, pc.name) AS counterparty, c.status, pl.side,
                v.total, lc.gross_to_date AS claimed, lce.gross_to_date AS certified
           FROM contract_placements pl
           JOIN contracts c ON c.id = pl.contract_id
           LEFT JOIN accounts pa ON pa.id = c.payee_account_id
           LEFT JOIN companies pc ON pc.id = c.payee_company_id
           LEFT JOIN LATERAL (SELECT sum(total) AS total FROM line_items WHERE contract_id = c.id) v ON true
           LEFT JOIN LATERAL (SELECT gross_to_date FROM claims WHERE contract_id = c.id
                               AND status IN ${SERVED} ORDER BY number DESC LIMIT 1) lc ON true
           LEFT JOIN LATERAL (SELECT gross_to_date FROM certificates WHERE contract_id = c.id
                               AND status = 'issued' ORDER BY certificate_number DESC LIMIT 1) lce ON true
          WHERE pl.project_id = $1
          ORDER BY c.name`,
        [projectId],
      ),
  };
}
