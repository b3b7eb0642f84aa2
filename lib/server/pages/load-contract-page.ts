import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { AppError } from '@/lib/errors/app-error';
import { ZContractPageParams } from '@/lib/schemas/contracts';
import { requirePageSession } from './page-session';
import { loadContract } from '../contracts/load-contract';

/**
 * The contract a page under /contract/{proId}/{type}/{contractId} (or a creation step) is about,
 * once per request: the layout and the page share it. A malformed id, a contract the account has
 * not placed in that project, or a [type] other than the account's side is the 404 page; a missing
 * permission goes to /access-denied (spec §6). The URL's [type] is the spec's name for the side;
 * from here on it is `side`.
 */
export const loadContractPage = cache(async (proId: string, type: string, contractId: string) => {
  const params = ZContractPageParams.safeParse({ proId, type, contractId });
  if (!params.success) notFound();
  const session = await requirePageSession();
  const loaded = await loadContract(session.actor, params.data.contractId, {
    projectId: params.data.proId,
  }).catch(pageError);
  if (loaded.side !== params.data.type) notFound();
  return { session, ...loaded, ids: { projectId: loaded.projectId, contractId: loaded.contract.id } };
});

/** Service errors on a page: not found → the 404 page, forbidden → /access-denied, else rethrown. */
export function pageError(error: unknown): never {
  if (error instanceof AppError && error.code === 'not_found') notFound();
  if (error instanceof AppError && error.code === 'forbidden') redirect('/access-denied');
  throw error;
}
