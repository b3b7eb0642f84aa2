import 'server-only';
// A place an account holds retention money, as the API answers it (issue 31; CCA s18E, s18FB).
import type { RetentionHolding } from '@/lib/db/generated/client';
import { isoDate } from '@/lib/domain/date-columns';

export function holdingJson(h: RetentionHolding, contracts = 0) {
  return {
    id: h.id,
    kind: h.kind,
    /** How the holding reads in lists, statements and the issue check. */
    label: holdingLabel(h),
    bank_name: h.bankName,
    account_name: h.accountName,
    account_number: h.accountNumber,
    bank_notified_on: h.bankNotifiedOn ? isoDate(h.bankNotifiedOn) : null,
    provider: h.provider,
    reference: h.reference,
    cover_amount: h.coverAmount === null ? null : Number(h.coverAmount),
    starts_on: h.startsOn ? isoDate(h.startsOn) : null,
    expires_on: h.expiresOn ? isoDate(h.expiresOn) : null,
    /** How many of the account's contracts name it. */
    contracts,
  };
}

export type HoldingJson = ReturnType<typeof holdingJson>;

export function holdingLabel(
  h: Pick<RetentionHolding, 'kind' | 'bankName' | 'accountName' | 'provider' | 'reference'>,
) {
  return h.kind === 'trust_account' ? `${h.accountName} (${h.bankName})` : `${h.provider}, ${h.reference}`;
}
