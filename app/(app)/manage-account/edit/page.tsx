import type { Metadata } from 'next';
import { AccountForm } from '@/components/manage-account/account-form';
import { DocumentTermsForm } from '@/components/manage-account/document-terms-form';
import { ImageUpload } from '@/components/manage-account/image-upload';
import type { TAccountDetails } from '@/lib/schemas/account';
import { readAccount } from '@/lib/server/account/read-account';
import { readAccountConfig } from '@/lib/server/account/read-account-config';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Edit account' };

export default async function AccountEditPage() {
  const session = await requirePageSession();
  const [account, config] = await Promise.all([readAccount(session.actor), readAccountConfig(session.actor)]);
  const initial: TAccountDetails = {
    account_name: account.account_name,
    country: account.country as TAccountDetails['country'],
    currency: account.currency,
    time_zone: account.time_zone,
    gst_rate: account.gst_rate,
  };
  return (
    <>
      <h1>Edit account</h1>
      <section className="card" aria-labelledby="logo-heading">
        <h2 id="logo-heading">Logo</h2>
        <ImageUpload
          uploadUrl={`/api/account/${account.account_id}/logo`}
          current={account.image_base64}
          label="Logo"
          alt="Account logo"
        />
      </section>
      <section className="card form-card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <AccountForm
          accountId={account.account_id}
          initial={initial}
          timeZones={Intl.supportedValuesOf('timeZone')}
        />
      </section>
      <section className="card form-card" aria-labelledby="terms-heading">
        <h2 id="terms-heading">Document names</h2>
        <p className="hint">
          What this account calls the claims and certificates it issues, on screens, in emails and on the
          PDFs, for both parties. The statement the law requires (for example “This is a payment claim made
          under the Construction Contracts Act 2002”) is printed unchanged. Claims and certificates not yet
          issued take the new names at once; issued ones keep the name they were issued under.
        </p>
        <DocumentTermsForm accountId={account.account_id} initial={config} />
      </section>
    </>
  );
}
