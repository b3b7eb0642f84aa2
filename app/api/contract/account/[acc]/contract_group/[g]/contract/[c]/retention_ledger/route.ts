import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZRetentionEntryInput } from '@/lib/schemas/retention-trust';
import { readRetentionLedger } from '@/lib/server/retention-trust/read-retention-ledger';
import { recordRetentionEntry } from '@/lib/server/retention-trust/record-ledger-entry';

/** GET: the contract's retention ledger, its balances and where the money is held (the payer's). */
export const GET = route(
  { auth: 'account', params: ZContractParams, docs: { summary: "Read a contract's retention ledger" } },
  async ({ actor, params }) => readRetentionLedger(actor, { projectId: params.g, contractId: params.c }),
);

/** POST: records a deposit, a release on its own, or the reversal of one (422 if a balance would not add up). */
export const POST = route(
  {
    auth: 'account',
    params: ZContractParams,
    body: ZRetentionEntryInput,
    docs: { summary: 'Record a retention deposit, release or reversal', status: 201 },
  },
  async ({ actor, params, body }) =>
    json(await recordRetentionEntry(actor, { projectId: params.g, contractId: params.c }, body), 201),
);
