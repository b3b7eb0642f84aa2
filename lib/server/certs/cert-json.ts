import 'server-only';
// The certificate and its lines in the API's snake_case shape (spec §3 Certificate, Cert line
// item). Amounts are integer cents, percentages basis points, quantities ×100.
import type { Certificate } from '@/lib/db/generated/client';
import { ratioBps, subtract } from '@/lib/domain/money';
import { totalsJson } from '../claims/claim-figures-json';
import { documentSettingsJson, documentStateJson, issuedTotalsJson } from '../documents/document-json';
import { scheduleItemJson, typedEntryJson } from '../documents/schedule-item-json';
import { num } from '../line-item-rows/to-domain';
import { scheduledAmount, type CertFigures, type CertRow } from './cert-figures';
import { certName } from './load-cert';

/** Fields both parties see once issued. Notes, workflow and settings are added for the payer only. */
export function servedCertJson(cert: Certificate) {
  return {
    cert_id: cert.id,
    claim_id: cert.claimId,
    certificate_number: cert.number,
    cert_certificate_ref: cert.certificateRef,
    name: certName(cert),
    cert_status: cert.status,
    external_notes: cert.externalNotes,
    ...documentSettingsJson(cert),
    issued_at: cert.servedAt,
    issued_late: cert.servedLate,
    issued_totals: issuedTotalsJson(cert, { net_this_cert: num(cert.netThisCert) }),
    created_date: cert.createdAt,
  };
}

export function certJson(cert: Certificate) {
  return {
    ...servedCertJson(cert),
    internal_notes: cert.internalNotes,
    auto_notify: cert.autoNotify,
    ...documentStateJson(cert),
  };
}

export function certItemJson({ claimed, certified, approval, line, reasonStatus }: CertRow) {
  const k = claimed.values;
  const c = certified.values;
  const entry = typedEntryJson(claimed.hasChildren, line?.certOption ?? 'value', line, c);
  return scheduleItemJson(
    claimed,
    {
      /** After inheritance: a sub-item of a variation carries the variation's decision. */
      current_status: approval,
      /** The item's own decision, as the figures read it (lib/domain/line-items.ts inherits it again). */
      approval_status: claimed.item.approvalStatus,
      reject_reason: claimed.item.rejectReason,
    },
    c,
    {
      claim_value: k.toDate,
      claim_percent: ratioBps(k.toDate, k.total),
      current_claim: k.thisPeriod,
      /** The previous certificate's value to date (or the previous claim's, by less_previous_option). */
      last_period: c.previous,
      cert_option: entry.option,
      cert_percent: entry.percent,
      cert_qty: entry.qty,
      cert_value: c.toDate,
      this_cert: c.thisPeriod,
      /** Certified − claimed, to date: non-zero needs a reason (see reason_status). */
      difference: subtract(c.toDate, k.toDate),
      cert_reason: line?.reason ?? null,
      /** 'error': a reason is needed and missing (blocks issue); 'reason': one is given; else 'empty'. */
      reason_status: reasonStatus,
      /** Spec §3 extra_info.is_auto_created: the payer added it while certifying (add-cert-item.ts). */
      is_auto_created: claimed.item.addedFromCertId !== null,
      /** The certificate it was added from: only that one, while a draft, may delete it. */
      added_from_cert_id: claimed.item.addedFromCertId,
      remaining: c.remaining,
    },
  );
}

/** The certificate's money summary, the claim's beside it, and the two headline amounts. */
export function certFiguresJson(figures: CertFigures) {
  return {
    items: figures.rows.map(certItemJson),
    totals: totalsJson(figures.certified),
    claimed_totals: totalsJson(figures.claimed),
    scheduled_amount: scheduledAmount(figures.certified),
    claimed_amount: scheduledAmount(figures.claimed),
    missing_reasons: figures.missingReasons.map((r) => r.claimed.item.id),
    ledger: certLedgerJson(figures.ledger),
  };
}

/** Where the certificate stands on the contract's ledger (lib/domain/ledger.ts), for the editor's notice. */
function certLedgerJson({ earlier, previous, belowPosition, valuationNote }: CertFigures['ledger']) {
  return {
    /** Why retention is valued at the certified position's date rather than the claim's period end. */
    valuation_note: valuationNote,
    /** The claim is older than one already certified: the certificate can add, not reduce. */
    answers_earlier_claim: earlier,
    previous_cert: previous && {
      cert_id: previous.id,
      name: certName(previous),
      claim_name: previous.claim.name,
      issued_at: previous.servedAt,
    },
    below_certified_position: belowPosition.map((b) => ({
      item_id: b.lineItemId,
      label: b.row.claimed.item.label,
      description: b.row.claimed.item.description,
      certified_to_date: b.certified,
      already_certified: b.alreadyCertified,
    })),
  };
}
