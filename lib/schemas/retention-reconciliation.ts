// Reconciling a retention trust account (issue 31; CCA 2002 s18E, s18FC): the bank's balance on a
// day, typed (money as cents or typed dollars, ZMoneyField), and the one change a reconciliation
// allows afterwards, the explanation of its difference. The bank statement comes as a CSV file
// (multipart field `file`), read by lib/domain/bank-statement-csv.ts.
import { z } from 'zod';
import { ZIsoDate } from './claims';
import { ZUuid } from './common';
import { ZHoldingParams } from './retention-trust';
import { ZMoneyField, requiredNumber } from './typed-numbers';

export const EXPLANATION_MAX = 1000;

/** POST …/retention_holdings/{holding}/reconciliations */
export const ZReconciliationInput = z
  .object({
    statement_on: ZIsoDate,
    statement_balance: requiredNumber(ZMoneyField, 'Enter the balance the bank states'),
  })
  .strict();
export type TReconciliationInput = z.output<typeof ZReconciliationInput>;

export const ZReconciliationParams = ZHoldingParams.extend({ id: ZUuid });

/** PUT …/reconciliations/{id}: why the bank and the ledger differ. */
export const ZReconciliationExplanation = z
  .object({
    explanation: z
      .string('Explain the difference')
      .trim()
      .min(1, 'Explain the difference')
      .max(EXPLANATION_MAX, `Keep the explanation under ${EXPLANATION_MAX} characters`),
  })
  .strict();
export type TReconciliationExplanation = z.output<typeof ZReconciliationExplanation>;
