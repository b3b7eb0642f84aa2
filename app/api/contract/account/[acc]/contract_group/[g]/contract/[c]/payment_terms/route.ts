import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZPaymentTerms } from '@/lib/schemas/contracts';
import { savePaymentTerms } from '@/lib/server/contracts/save-payment-terms';

/** PUT: the contract's payment terms (spec §3). */
export const PUT = route(
  { auth: 'account', params: ZContractParams, body: ZPaymentTerms },
  async ({ actor, params, body }) => {
    await savePaymentTerms(actor, { projectId: params.g, contractId: params.c }, body);
    return { data: { payment_terms: body } };
  },
);
