import type { Metadata } from 'next';
import { CompanyForm } from '@/components/contacts/company-form';
import { phoneHomeFor } from '@/lib/domain/phone';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Add company' };

/** Needs contact create (spec §5; route rule in lib/domain/permissions.ts). */
export default async function AddCompanyPage() {
  const session = await requirePageSession();
  return (
    <section className="card">
      <h1>Add company</h1>
      <CompanyForm accountId={session.current.accountId} phoneHome={phoneHomeFor(session.current.country)} />
    </section>
  );
}
