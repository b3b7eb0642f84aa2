import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';
import { dbDate } from '@/lib/domain/date-columns';
import type { TRetentionHolding } from '@/lib/schemas/retention-trust';

/** The columns of a holding as entered; the other kind's columns are emptied. */
export function holdingData(
  input: TRetentionHolding,
): Omit<Prisma.RetentionHoldingUncheckedCreateInput, 'accountId'> {
  const none = {
    bankName: null,
    accountName: null,
    accountNumber: null,
    bankNotifiedOn: null,
    provider: null,
    reference: null,
    coverAmount: null,
    startsOn: null,
    expiresOn: null,
  };
  return input.kind === 'trust_account'
    ? {
        ...none,
        kind: input.kind,
        bankName: input.bank_name,
        accountName: input.account_name,
        accountNumber: input.account_number,
        bankNotifiedOn: dbDate(input.bank_notified_on),
      }
    : {
        ...none,
        kind: input.kind,
        provider: input.provider,
        reference: input.reference,
        coverAmount: BigInt(input.cover_amount),
        startsOn: dbDate(input.starts_on),
        expiresOn: dbDate(input.expires_on),
      };
}
