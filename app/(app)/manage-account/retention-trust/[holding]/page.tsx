import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BankLinesPanel } from '@/components/retention-trust/bank-lines-panel';
import { ReconciliationPanel } from '@/components/retention-trust/reconciliation-panel';
import { AppError } from '@/lib/errors/app-error';
import { can } from '@/lib/domain/permissions';
import { dayIn } from '@/lib/domain/zoned-dates';
import { isUuid } from '@/lib/schemas/common';
import { pageError } from '@/lib/server/pages/load-contract-page';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listBankLines } from '@/lib/server/retention-trust/list-bank-lines';
import { listReconciliations } from '@/lib/server/retention-trust/list-reconciliations';

export const metadata: Metadata = { title: 'Reconcile the trust account' };

/**
 * One trust account reconciled with its bank (issue 31; CCA s18E, s18FC): the bank's balance typed
 * or imported from a statement, against the ledgers of the contracts held in it. Another account's
 * holding, or an instrument (nothing to reconcile), is not found.
 */
export default async function ReconcileTrustAccountPage({
  params,
}: {
  params: Promise<{ holding: string }>;
}) {
  const session = await requirePageSession();
  const { holding: holdingId } = await params;
  if (!isUuid(holdingId)) notFound();
  const [{ holding, reconciliations }, bank] = await Promise.all([
    listReconciliations(session.actor, holdingId),
    listBankLines(session.actor, holdingId),
  ]).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'invalid') notFound();
    return pageError(error);
  });
  const props = {
    accountId: session.current.accountId,
    holdingId,
    currency: session.current.currency,
    canEdit: can({ account: session.actor.role }, 'account', 'edit'),
  };
  return (
    <>
      <p>
        <Link href={`/manage-account/retention-trust?account_id=${props.accountId}`}>← Retention trust</Link>
      </p>
      <h1>Reconcile {holding.label}</h1>
      <p className="muted">
        The bank’s balance of this trust account on a day should be what the ledgers of the contracts held in
        it say was deposited by then. Less is a shortfall of money held on trust (Construction Contracts Act
        2002, s18E): put it right, or record why. Keep these records (s18FC).
      </p>
      <ReconciliationPanel
        {...props}
        today={dayIn(new Date(), session.current.timeZone)}
        reconciliations={reconciliations}
      />
      <BankLinesPanel {...props} bank={bank} />
    </>
  );
}
