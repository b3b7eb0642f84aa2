import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { importTemplate } from '@/lib/server/line-items/import-template';
import { csvResponse, scopeOf } from '@/lib/server/line-items/write-schedule';

/** The CSV import template. */
export const GET = route(
  { auth: 'account', docs: { produces: 'text/csv' }, params: ZContractParams },
  async ({ actor, params }) => csvResponse(await importTemplate(actor, scopeOf(params))),
);
