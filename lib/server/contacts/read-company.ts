import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { loadCompanyView, type CompanyView } from './company-view';

/** One company of the caller's account; 404 for any other id, another account's included. */
export async function readCompany(actor: Actor, companyId: string): Promise<CompanyView> {
  await assertCan(actor, 'contact', 'view');
  const company = await loadCompanyView(db(), actor.accountId, companyId);
  if (!company) throw new AppError('not_found');
  return company;
}
