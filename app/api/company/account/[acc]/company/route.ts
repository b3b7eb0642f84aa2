import { json, route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZCompanyInput, ZCompanySearch } from '@/lib/schemas/contacts';
import { createCompany } from '@/lib/server/contacts/create-company';
import { listCompanies } from '@/lib/server/contacts/list-companies';

export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZCompanySearch },
  async ({ actor, query }) => ({ companies: await listCompanies(actor, query) }),
);

export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZAccountParams, body: ZCompanyInput },
  async ({ actor, body }) => json(await createCompany(actor, body), 201),
);
