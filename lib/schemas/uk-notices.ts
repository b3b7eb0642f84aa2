// The UK notices that are not certificates (issue 32; HGCRA 1996 ss110B, 111): the payer's pay less
// notice and the payee's notice in default of a payment notice. Each states a sum and the basis of
// its calculation, and is emailed to the other party's contacts. It is given when it is sent, today.
import { z } from 'zod';
import { AT_LEAST_ONE_RECIPIENT, ZClaimParams, ZRecipient } from './claims';
import { ZUuid } from './common';
import { ZMoneyField, requiredNumber } from './typed-numbers';

/** POST …/claim/{cl}/uk_notices (cert side: a pay less notice; claim side: a default notice). */
export const ZUkNoticeInput = z
  .object({
    sum_due: requiredNumber(ZMoneyField, 'Enter the sum considered due'),
    basis: z
      .string('Say how the sum is calculated')
      .trim()
      .min(1, 'Say how the sum is calculated')
      .max(4_000, 'Keep the basis under 4,000 characters'),
    to_contacts: z.array(ZRecipient).min(1, AT_LEAST_ONE_RECIPIENT).max(50, 'Send to at most 50 recipients'),
  })
  .strict();
export type TUkNoticeInput = z.output<typeof ZUkNoticeInput>;

/** GET …/claim/{cl}/uk_notices/{notice}/pdf */
export const ZUkNoticeParams = ZClaimParams.extend({ notice: ZUuid });
