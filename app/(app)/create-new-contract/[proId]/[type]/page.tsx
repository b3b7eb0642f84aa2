import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { ContractDetailsForm } from '@/components/contracts/contract-details-form';
import { REGIONS, ZNewContractPageParams } from '@/lib/schemas/contracts';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listTimeZones } from '@/lib/server/config/time-zones';
import { readNewContractDefaults } from '@/lib/server/contracts/read-new-contract-defaults';
import { pageError } from '@/lib/server/pages/load-contract-page';

export const metadata: Metadata = { title: 'New contract' };

/** Creation step 1 (spec §2 /create-new-contract/{proId}/{type}): the contract's details. */
export default async function NewContractPage({
  params,
}: {
  params: Promise<{ proId: string; type: string }>;
}) {
  const parsed = ZNewContractPageParams.safeParse(await params);
  if (!parsed.success) notFound();
  const { proId, type } = parsed.data;
  const session = await requirePageSession();
  const { project, country, companies, name } = await readNewContractDefaults(session.actor, proId).catch(
    pageError,
  );
  const regions = country === 'AU' || country === 'GB' ? REGIONS[country] : null;
  return (
    <>
      <ContractBreadcrumb accountId={session.current.accountId} project={project} current="New contract" />
      <h1>New {type === 'claim' ? 'claim' : 'cert'} contract</h1>
      <p className="muted">
        {type === 'claim'
          ? 'You claim progress payments from the payer under this contract.'
          : 'You certify the claims the payee makes under this contract.'}
      </p>
      <section className="card narrow-form" aria-label="Contract details">
        <ContractDetailsForm
          accountId={session.current.accountId}
          projectId={project.id}
          side={type}
          country={country}
          companies={companies.companies}
          canCreateCompany={companies.canCreate}
          timeZones={listTimeZones().map((z) => z.zone)}
          defaults={{
            name,
            contract_number: '',
            counterparty_company_id: '',
            trade: '',
            trade_other: '',
            street_address: project.streetAddress ?? '',
            suburb: project.suburb ?? '',
            city: project.city ?? '',
            postal_code: project.postalCode ?? '',
            time_zone: project.timeZone,
            region: project.state ?? regions?.[0]?.code ?? '',
            gst: String(project.gstPercent),
            cis_status: 'not_applicable',
            domestic_reverse_charge: false,
            contract_tier: 'subcontract',
          }}
        />
      </section>
    </>
  );
}
