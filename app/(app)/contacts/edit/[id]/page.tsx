import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompanyForm } from '@/components/contacts/company-form';
import { AppError } from '@/lib/errors/app-error';
import { phoneHomeFor } from '@/lib/domain/phone';
import { isUuid } from '@/lib/schemas/common';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { readCompany } from '@/lib/server/contacts/read-company';

export const metadata: Metadata = { title: 'Edit company' };

/** Needs contact edit (spec §5; route rule); another account's company is not found. */
export default async function EditCompanyPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePageSession();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const company = await readCompany(session.actor, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  return (
    <section className="card">
      <h1>Edit company</h1>
      <CompanyForm
        accountId={session.current.accountId}
        phoneHome={phoneHomeFor(session.current.country)}
        company={company}
      />
    </section>
  );
}
