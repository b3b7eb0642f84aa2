import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { lockAccountCompanies } from './lock-companies';

/**
 * Deletes a company and its contacts (spec §5: deleting is editing the contacts). A company that
 * is the payer or payee of any contract, whatever its status, stays: the contract and its
 * documents name it. Refused with 409 and the contracts named.
 */
export async function deleteCompany(actor: Actor, companyId: string): Promise<void> {
  await assertCan(actor, 'contact', 'edit');
  await db().$transaction(async (tx) => {
    await lockAccountCompanies(tx, actor.accountId);
    // Contracts are written without that lock: locking the row makes a contract that names the
    // company meanwhile wait for us, where the foreign key would quietly set its party to nothing.
    const [company] = await tx.$queryRaw<{ name: string }[]>`
      SELECT name FROM companies
      WHERE id = ${companyId}::uuid AND account_id = ${actor.accountId}::uuid
      FOR UPDATE`;
    if (!company) throw new AppError('not_found');
    const contracts = await tx.contract.findMany({
      where: { OR: [{ payerCompanyId: companyId }, { payeeCompanyId: companyId }] },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { name: true },
    });
    if (contracts.length > 0) {
      const names = contracts.map((c) => `"${c.name}"`).join(', ');
      throw new AppError(
        'conflict',
        `${company.name} is a party to ${contracts.length === 1 ? 'the contract' : `${contracts.length} contracts`} ${names}, so it cannot be deleted.`,
      );
    }
    await tx.company.delete({ where: { id: companyId } });
    await recordHistory(tx, actor, 'company.deleted', {}, { companyId, name: company.name });
  });
}
