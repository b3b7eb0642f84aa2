import 'server-only';
// /make-claim/{contractType}/{proId}/{contractId}: the new-claim form, with its defaults worked out
// here — the next period after the last claim, ending at that month's end — and the date-schedule
// limits in the contract's own calendar and time zone.
import { NewClaimForm } from '@/components/claims/new-claim-form';
import { toJson } from '@/components/claims/claim-json';
import { epochDayOf, formatDate, monthEnd } from '@/lib/domain/calendars/dates';
import { canClaim } from '@/lib/domain/contract-status';
import { dateSchedule } from '@/lib/domain/date-schedule';
import { loadClaimContract } from '@/lib/server/documents/document-contract';
import { readClaimPeriod } from '@/lib/server/claims/create-claim';
import { dayIn } from '@/lib/domain/zoned-dates';
import { pageError } from '@/lib/server/pages/load-contract-page';
import { ClaimPageHeader } from './claim-page-header';
import type { ClaimContractPage } from './load-claim-page';

const endOfMonth = (date: string) => formatDate(monthEnd(epochDayOf(date)));

export async function NewClaimPage({ page }: { page: ClaimContractPage }) {
  const header = (
    <ClaimPageHeader page={page} crumb="New claim">
      New claim
    </ClaimPageHeader>
  );
  if (page.ids.contractType !== 'claim' || !page.contract.canClaim || !canClaim(page.contract.status)) {
    return (
      <>
        {header}
        <p className="card">
          {page.ids.contractType !== 'claim'
            ? 'Claims are made by the payee, on its claim contract.'
            : !page.contract.canClaim
              ? 'You do not have permission to make claims on this contract.'
              : 'Claims can be made only on a started or reopened contract.'}
        </p>
      </>
    );
  }
  const ref = { projectId: page.ids.projectId, contractId: page.ids.contractId };
  const contract = await loadClaimContract(ref.contractId).catch(pageError);
  const today = dayIn(new Date(), contract.timeZone);
  const months = dateSchedule({ today, jurisdiction: contract.jurisdiction });
  const lastMonth = months[months.length - 1]!.days.flatMap((d) => (d.date ? [d.date] : []));
  const limits = { minTo: today, maxTo: lastMonth[lastMonth.length - 1]! };
  // The first period end offered: this month's end, or the end of the month the next period starts in.
  let period = await readClaimPeriod(page.session.actor, ref, endOfMonth(today)).catch(pageError);
  if (period.claim_from && period.claim_from > period.claim_to) {
    period = await readClaimPeriod(page.session.actor, ref, endOfMonth(period.claim_from)).catch(pageError);
  }
  return (
    <>
      {header}
      <section className="card" aria-label="The claim's period">
        <NewClaimForm ids={page.ids} period={toJson(period)} limits={limits} />
      </section>
    </>
  );
}
