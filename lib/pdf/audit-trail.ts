import 'server-only';
// The approval audit trail a claim or certificate carries on a page of its own when its issuer
// sets attach_audit_trail: each workflow and issue action with who did it, when, and any comment.
import type { AuditEntry } from './claim-pdf-types';
import { CONTENT_WIDTH, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { longDateTime } from './format';

/** Null: the issuer did not ask for it, so no page is added. */
export function drawAuditTrail(doc: Doc, trail: AuditEntry[] | null, timeZone: string): void {
  if (!trail) return;
  doc.addPage();
  doc.font(FONT.bold).fontSize(12).text('Audit trail', PAGE.left, PAGE.top).moveDown(0.5);
  if (trail.length === 0) doc.font(FONT.regular).fontSize(8).text('No approval actions were recorded.');
  for (const entry of trail) {
    doc
      .font(FONT.bold)
      .fontSize(8)
      .text(`${longDateTime(entry.at, timeZone)} — ${entry.who}`, { width: CONTENT_WIDTH });
    doc
      .font(FONT.regular)
      .text(entry.comment ? `${entry.what}: “${entry.comment}”` : entry.what, { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
  }
}
