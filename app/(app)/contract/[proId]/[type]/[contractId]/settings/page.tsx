import type { Metadata } from 'next';
import { BctiAgreementForm } from '@/components/contracts/bcti-agreement-form';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { ContractDetailsForm } from '@/components/contracts/contract-details-form';
import { ContractMembersForm } from '@/components/contracts/contract-members-form';
import { contractPage } from '@/lib/paths/page-paths';
import { contractApi } from '@/lib/paths/api-paths';
import { ContractSettingsForm } from '@/components/contracts/contract-settings-form';
import { ContractTabs } from '@/components/contracts/contract-tabs';
import { detailsDefaults, termsDefaults } from '@/components/contracts/form-defaults';
import { PaymentTermsForm } from '@/components/contracts/payment-terms-form';
import { RetentionForm } from '@/components/contracts/retention-form';
import { retentionDefaults } from '@/components/contracts/retention-defaults';
import { listTimeZones } from '@/lib/server/config/time-zones';
import { readBctiAgreement } from '@/lib/server/contracts/bcti-agreement';
import { listContractMembers } from '@/lib/server/contracts/list-contract-members';
import { listCounterpartyCompanies } from '@/lib/server/contracts/list-counterparty-companies';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';
import type { ContractRouteParams } from '../layout';

export const metadata: Metadata = { title: 'Contract settings' };

/** Contract settings (spec §2 …/settings; §6: contract edit). Members need contract access. */
export default async function ContractSettingsPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const contract = await readContract(session.actor, ids);
  const canAccess = contract.permissions.includes('access');
  const [companies, members, { bcti }] = await Promise.all([
    listCounterpartyCompanies(session.actor),
    canAccess ? listContractMembers(session.actor, ids) : null,
    readBctiAgreement(session.actor, ids),
  ]);
  const links = { ...ids, accountId: session.current.accountId, side };
  const s = contract.setting;
  return (
    <>
      <ContractBreadcrumb
        accountId={links.accountId}
        project={contract.project}
        contract={{ href: contractPage(links), name: contract.name }}
        current="Settings"
      />
      <h1>Contract settings</h1>
      <ContractTabs ids={links} canEdit current="settings" />
      <section className="card" aria-labelledby="details">
        <h2 id="details">Details</h2>
        <ContractDetailsForm
          accountId={links.accountId}
          projectId={ids.projectId}
          side={side}
          country={contract.country}
          companies={companies.companies}
          canCreateCompany={companies.canCreate}
          timeZones={listTimeZones().map((z) => z.zone)}
          defaults={detailsDefaults(contract)}
          contractId={ids.contractId}
          termsLockedReason={contract.decisions.tax_and_calendar.reason}
          tierLockedReason={contract.decisions.payment_terms.reason}
        />
      </section>
      <section className="card" aria-labelledby="terms">
        <h2 id="terms">Payment terms</h2>
        <PaymentTermsForm
          api={contractApi(links, 'payment_terms')}
          defaults={termsDefaults(contract.payment_terms)}
          lockedReason={contract.decisions.payment_terms.reason}
        />
      </section>
      <section className="card" aria-labelledby="retention">
        <h2 id="retention">Retention</h2>
        <RetentionForm
          api={contractApi(links, 'retention')}
          defaults={retentionDefaults(contract.retention, contract)}
          lockedReason={contract.decisions.retention.reason}
        />
      </section>
      <section className="card" aria-labelledby="switches">
        <h2 id="switches">Settings</h2>
        <ContractSettingsForm
          api={contractApi(links, 'settings')}
          side={side}
          hasIntegrations={contract.has_integrations}
          pendingLockedReason={contract.decisions.certify_pending_variation.reason}
          values={{
            maintenance_mode: s.maintenance_mode,
            certify_pending_variation: s.certify_pending_variation,
            enable_integration_link: s.enable_integration_link,
            claim_bulk_email: s.email_setting.claim.is_bulk,
            claim_less_paid_to_date: contract.claim_less_paid_to_date,
            cert_bulk_email: s.email_setting.cert.is_bulk,
          }}
        />
      </section>
      {bcti.applies && (
        <section className="card" aria-labelledby="bcti">
          <h2 id="bcti">Buyer-created tax invoices</h2>
          <BctiAgreementForm
            api={contractApi(links, 'bcti')}
            timeZone={contract.time_zone}
            bcti={{ ...bcti, agreed_at: bcti.agreed_at?.toISOString() ?? null }}
          />
        </section>
      )}
      {members && (
        <section className="card" aria-labelledby="members">
          <h2 id="members">Members</h2>
          <ContractMembersForm
            api={contractApi(links, 'members')}
            members={members.members}
            users={members.users}
          />
        </section>
      )}
    </>
  );
}
