import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { AppError } from '@/lib/errors/app-error';
import { isUuid } from '@/lib/schemas/common';

/**
 * Runs a service for a page, turning its refusals into the §8 pages: an id that is not an id or a
 * resource the account cannot reach shows the 404 page, a permission gap goes to /access-denied.
 */
export async function pageData<T>(ids: readonly string[], load: () => Promise<T>): Promise<T> {
  if (!ids.every(isUuid)) notFound();
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === 'forbidden') redirect('/access-denied');
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'invalid')) notFound();
    throw error;
  }
}
