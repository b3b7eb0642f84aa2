import { route } from '@/lib/api/route';
import { ZCompanyInput, ZCompanyParams } from '@/lib/schemas/contacts';
import { deleteCompany } from '@/lib/server/contacts/delete-company';
import { readCompany } from '@/lib/server/contacts/read-company';
import { updateCompany } from '@/lib/server/contacts/update-company';

export const GET = route({ auth: 'account', params: ZCompanyParams }, async ({ actor, params }) =>
  readCompany(actor, params.companyId),
);

/** Saves the company and its whole list of contacts (added, changed and removed ones). */
export const PUT = route(
  { auth: 'account', params: ZCompanyParams, body: ZCompanyInput },
  async ({ actor, params, body }) => updateCompany(actor, params.companyId, body),
);

export const DELETE = route({ auth: 'account', params: ZCompanyParams }, async ({ actor, params }) => {
  await deleteCompany(actor, params.companyId);
  return { entity_id: params.companyId };
});
