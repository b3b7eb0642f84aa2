// Retention money held on trust (issue 31; CCA 2002 Part 2A): where an account holds it (a trust
// bank account, s18E, or a complying instrument, s18FB), which one a contract uses, and the entries
// a payer records in a contract's retention ledger. Money is cents or typed dollars (ZMoneyField).
import { z } from 'zod';
import { ZIsoDate } from './claims';
import { ZAccountParams, ZContractParams, ZUuid } from './common';
import { ZMoneyField, requiredNumber } from './typed-numbers';

const text = (label: string, max = 120) =>
  z
    .string(`Enter the ${label}`)
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Keep the ${label} under ${max} characters`);

/** A trust bank account: its bank, name (with the trust designation), number, and when the bank was told. */
const ZTrustAccount = z
  .object({
    kind: z.literal('trust_account'),
    bank_name: text('bank'),
    account_name: text('account name', 200),
    account_number: z
      .string('Enter the account number')
      .trim()
      .regex(
        /^[0-9][0-9 -]{5,30}$/,
        'Enter the account number as the bank gives it (digits, spaces and dashes)',
      ),
    bank_notified_on: ZIsoDate,
  })
  .strict()
  .refine((v) => /trust/i.test(v.account_name), {
    path: ['account_name'],
    message: 'A retention trust account is named as one: include "trust" in its name, as the bank has it',
  });

/** A complying instrument (insurance or a guarantee) and what it covers, from when to when. */
const ZInstrument = z
  .object({
    kind: z.literal('instrument'),
    provider: text('insurer or guarantor', 200),
    reference: text('policy or bond number'),
    cover_amount: requiredNumber(ZMoneyField, 'Enter the amount it covers'),
    starts_on: ZIsoDate,
    expires_on: ZIsoDate,
  })
  .strict()
  .refine((v) => v.expires_on > v.starts_on, {
    path: ['expires_on'],
    message: 'It must expire after it starts',
  });

export const ZRetentionHolding = z.discriminatedUnion('kind', [ZTrustAccount, ZInstrument], {
  error: 'Choose a trust account or an instrument',
});
export type TRetentionHolding = z.output<typeof ZRetentionHolding>;

export const ZHoldingParams = ZAccountParams.extend({ holding: ZUuid });

/** PUT …/contract/{c}/retention_holding: where this contract's retention is held (null: nowhere yet). */
export const ZContractHolding = z.object({ holding_id: ZUuid.nullable() }).strict();
export type TContractHolding = z.output<typeof ZContractHolding>;

export const ZRetentionLedgerParams = ZContractParams;

const ZReference = z.string().trim().max(120, 'Keep the reference under 120 characters').nullish();

/**
 * POST …/contract/{c}/retention_ledger: a deposit (with the bank's date and reference), a release
 * recorded on its own (not through a certificate), a use under a notice of intended use, or the
 * reversal of one of them.
 */
export const ZRetentionEntryInput = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.enum(['deposited', 'released']),
        amount: requiredNumber(ZMoneyField, 'Enter the amount'),
        occurred_on: ZIsoDate,
        reference: ZReference,
      })
      .strict(),
    z
      .object({
        kind: z.literal('used'),
        notice_id: ZUuid,
        amount: requiredNumber(ZMoneyField, 'Enter the amount'),
        occurred_on: ZIsoDate,
        reference: ZReference,
      })
      .strict(),
    z.object({ kind: z.literal('reversal'), reverses_id: ZUuid, occurred_on: ZIsoDate }).strict(),
  ],
  { error: 'Choose a deposit, a release, a use or a reversal' },
);
export type TRetentionEntryInput = z.output<typeof ZRetentionEntryInput>;

/**
 * POST …/contract/{c}/retention_use_notices: notice to the payee that the payer intends to use up to
 * `amount` of its retention to remedy `defects` (CCA s18D). It is given when it is sent, today: a
 * notice dated earlier would shorten the payee's 10 working days.
 */
export const ZUseNoticeInput = z
  .object({
    amount: requiredNumber(ZMoneyField, 'Enter the amount'),
    defects: z
      .string('Describe the defects or non-performance')
      .trim()
      .min(1, 'Describe the defects or non-performance')
      .max(2_000, 'Keep the description under 2,000 characters'),
  })
  .strict();
export type TUseNoticeInput = z.output<typeof ZUseNoticeInput>;

export const ZStatementParams = ZContractParams.extend({ statement: ZUuid });
