// The floor of `npm run bench`: what the same work costs with nothing but the database driver or
// pdfkit, timed in the same run as the route it is compared with, so a ratio holds on any machine.
// - read: one SQL statement over node-postgres for the same rows (the schedule items in order and
//   the document's lines), then JSON.stringify of them;
// - save: one bulk `UPDATE … FROM unnest(…)` of the same lines, with the values already worked out;
// - PDF: a bare pdfkit dump of the same rows (same page size and embedded font, one text per cell,
//   a new page when one is full) — no measuring, wrapping, headers or totals. A certificate's rows
//   are its schedule's and, as it prints them too, those of its items certified differently from
//   the claim, each with its reason under it.
import pg from 'pg';
import PDFDocument from 'pdfkit';
import { registerFonts } from '../lib/pdf/fonts';

let pool: pg.Pool | null = null;
const client = () => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }));

export async function closeFloor(): Promise<void> {
  await pool?.end();
  pool = null;
}

async function timedMs(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const ITEM_COLUMNS = `li.id, li.parent_id, li.kind, li.label, li.description, li.unit, li.value_type,
  li.quantity, li.rate, li.total, li.is_provisional, li.exclude_retention, li.approval_status,
  li.variation_type, li.variation_reference, li.material_site`;

/**
 * The schedule's items in order, then each document's lines, side by side (UNION ALL of three index
 * scans): a LEFT JOIN's plan hangs on the planner's estimate of a contract's size, and a low one
 * (fresh or churned tables) compared every item with every line. Every line is a row here, the
 * plain way; schedule-lines.ts reads each document's lines as one JSON array, which costs less.
 * The lines are those of every document the route reads lines of: the one read, and the previous
 * claim and certificate its figures' previous columns come from (the ledger's), if any.
 */
function readFloor(contractId: string, claimIds: string[], certIds: string[]): Promise<number> {
  return timedMs(async () => {
    const { rows } = await client().query(
      `SELECT 'item' AS part, row_number() OVER (ORDER BY li.kind, li.position, li.created_at, li.id) AS ord,
              ${ITEM_COLUMNS}, NULL::text AS option, NULL::int AS percent, NULL::bigint AS to_date,
              NULL::text AS reason
         FROM line_items li WHERE li.contract_id = $1
       UNION ALL
       SELECT 'claim', NULL, cl.line_item_id, ${'NULL, '.repeat(15)}cl.claim_option::text, cl.percent,
              cl.to_date_value, NULL
         FROM claim_line_items cl WHERE cl.claim_id = ANY($2::uuid[])
       UNION ALL
       SELECT 'cert', NULL, ce.line_item_id, ${'NULL, '.repeat(15)}ce.cert_option::text, ce.percent,
              ce.to_date_value, ce.reason
         FROM cert_line_items ce WHERE ce.cert_id = ANY($3::uuid[])
       ORDER BY ord`,
      [contractId, claimIds, certIds],
    );
    JSON.stringify(rows);
  });
}

/** A claim's read (the bench's claim has no previous documents): its contract's items with its lines. */
export const claimReadFloor = (contractId: string, claimId: string) => readFloor(contractId, [claimId], []);

/**
 * A certificate's read: the items with the claim's lines and the certificate's, and those of the
 * claim and certificate before them (`previous`, null for the first).
 */
export const certReadFloor = (
  contractId: string,
  doc: { claimId: string; certId: string },
  previous: { claimId: string; certId: string } | null,
) =>
  readFloor(
    contractId,
    [doc.claimId, ...(previous ? [previous.claimId] : [])],
    [doc.certId, ...(previous ? [previous.certId] : [])],
  );

/** A line as saved: the item, its percent typed and its to-date cents. */
export interface FloorLine {
  lineItemId: string;
  percent: number;
  toDateValue: number;
  reason?: string;
}

const unnest = (lines: FloorLine[]) => [
  lines.map((l) => l.lineItemId),
  lines.map((l) => l.percent),
  lines.map((l) => l.toDateValue),
];

export function claimSaveFloor(claimId: string, lines: FloorLine[]): Promise<number> {
  return timedMs(() =>
    client().query(
      `UPDATE claim_line_items c
          SET claim_option = 'percent', percent = u.percent, quantity = NULL, to_date_value = u.value
         FROM unnest($2::uuid[], $3::int[], $4::bigint[]) AS u(line_item_id, percent, value)
        WHERE c.claim_id = $1 AND c.line_item_id = u.line_item_id`,
      [claimId, ...unnest(lines)],
    ),
  );
}

export function certSaveFloor(certId: string, lines: FloorLine[]): Promise<number> {
  return timedMs(() =>
    client().query(
      `UPDATE cert_line_items c
          SET cert_option = 'percent', percent = u.percent, quantity = NULL, to_date_value = u.value,
              reason = u.reason
         FROM unnest($2::uuid[], $3::int[], $4::bigint[], $5::text[]) AS u(line_item_id, percent, value, reason)
        WHERE c.cert_id = $1 AND c.line_item_id = u.line_item_id`,
      [certId, ...unnest(lines), lines.map((l) => l.reason ?? null)],
    ),
  );
}

/** A row of the PDF floor: its reference, description and money columns (cents), and a second line. */
export interface FloorRow {
  ref: string;
  description: string;
  cents: number[];
  /** A certificate's reason for an item certified differently, printed under it. */
  reason?: string;
}

/** The bare dump: A4, DejaVu Sans at 7 pt, a row every 12 points. */
export function pdfFloor(rows: FloorRow[]): Promise<number> {
  return timedMs(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const doc = new PDFDocument({ size: 'A4', margin: 40 });
        registerFonts(doc);
        doc.font('body').fontSize(7);
        const chunks: Buffer[] = [];
        doc.on('data', (c: Buffer) => chunks.push(c));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        let y = 40;
        for (const row of rows) {
          if (y > 780) {
            doc.addPage();
            y = 40;
          }
          doc.text(row.ref, 40, y, { lineBreak: false });
          doc.text(row.description, 76, y, { lineBreak: false });
          row.cents.forEach((c, i) => doc.text((c / 100).toFixed(2), 250 + i * 62, y, { lineBreak: false }));
          y += 12;
          if (row.reason === undefined) continue;
          doc.text(row.reason, 76, y, { lineBreak: false });
          y += 12;
        }
        doc.end();
      }),
  );
}
