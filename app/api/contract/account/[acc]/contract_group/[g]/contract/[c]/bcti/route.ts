import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZBctiAgreement } from '@/lib/schemas/contracts';
import { readBctiAgreement, setBctiAgreement } from '@/lib/server/contracts/bcti-agreement';

const ref = (p: { g: string; c: string }) => ({ projectId: p.g, contractId: p.c });

/** GET bcti check: whether the payee agreed to buyer-created tax invoices; either party reads it. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readBctiAgreement(actor, ref(params)),
);

/** PUT: the payee gives ({ agreed: true }) or withdraws ({ agreed: false }) the agreement. */
export const PUT = route(
  { auth: 'account', params: ZContractParams, body: ZBctiAgreement },
  async ({ actor, params, body }) => setBctiAgreement(actor, ref(params), body),
);
