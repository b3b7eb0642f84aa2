import 'server-only';
// A payment in the API's snake_case shape (spec §3 Payment): amounts in cents.
import type { Attachment, Payment } from '@/lib/db/generated/client';
import { attachmentJson } from '../attachments/attachment-json';
import { isoDate } from '@/lib/domain/date-columns';
import { num } from '../line-item-rows/to-domain';

export function paymentJson(
  p: Payment & { attachments: Attachment[]; certificate: { claimId: string; number: number } },
) {
  return {
    payment_id: p.id,
    cert_id: p.certId,
    claim_id: p.certificate.claimId,
    certificate_number: p.certificate.number,
    paid_amount: num(p.paidAmount),
    paid_on: isoDate(p.paidOn),
    file: p.attachments[0] ? attachmentJson(p.attachments[0]) : null,
    created_date: p.createdAt,
  };
}

export const PAYMENT_INCLUDE = {
  attachments: true,
  certificate: { select: { claimId: true, number: true } },
} as const;
