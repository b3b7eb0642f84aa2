import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { needsSetup } from '@/lib/server/setup/installation';

export const metadata: Metadata = { title: 'Set up ClaimCert' };

/** A real installation's first run (lib/server/setup): gone once it has a user. */
export default async function SetupPage() {
  if (!(await needsSetup())) notFound();
  return (
    <div className="card narrow">
      <h1>Set up ClaimCert</h1>
      <p>
        This installation has no users yet. Create your firm&rsquo;s account and its owner: you will manage
        the account, invite your colleagues and be this installation&rsquo;s administrator.
      </p>
      <SignUpForm next={null} timeZones={Intl.supportedValuesOf('timeZone')} setup />
    </div>
  );
}
